import { createHash } from 'node:crypto';

/**
 * The app on demand. A public page whose first screen the server already painted (`/`, a post, a
 * campaign) does not need the app's 200 KB of JavaScript to be read: an anonymous visitor on a phone
 * gets the page, its pictures and its links at once, and the app is fetched when they reach for it —
 * the first touch, scroll, wheel, key or pointer move (but for the painted phone menu, which opens and
 * follows its links without it) — or when the end of what the server painted comes into view (the
 * rest of the page is the app's). Links in the painted page are plain links and
 * work before the app arrives. Signed-in members get the app at once (`deferAppScripts` is not used).
 *
 * The script reads its entry and the modules to preload from its own `data-` attributes, so its text
 * never changes and the CSP allows it by hash (`APP_LOADER_CSP_SOURCE`).
 */
export const APP_LOADER = [
  '(function(){',
  'var me=document.currentScript,d=document,w=window,started=false,',
  "events=['pointerdown','pointermove','touchstart','keydown','wheel','scroll'];",
  'function start(e){',
  // The painted page's own menu opens and follows its links without the app.
  "if(started||(e&&e.target&&e.target.closest&&e.target.closest('.fc-menu')))return;started=true;",
  'events.forEach(function(e){w.removeEventListener(e,start,true)});',
  "(me.getAttribute('data-preload')||'').split(' ').forEach(function(href){",
  "if(!href)return;var link=d.createElement('link');link.rel='modulepreload';link.crossOrigin='';link.href=href;d.head.appendChild(link)});",
  "var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=me.getAttribute('data-app');d.head.appendChild(s)}",
  'events.forEach(function(e){w.addEventListener(e,start,{capture:true,passive:true})});',
  "d.addEventListener('DOMContentLoaded',function(){",
  "var end=d.getElementById('fc-end');",
  "if(!end||!('IntersectionObserver' in w)){start();return}",
  // Half a screen ahead of the painted page's end, so the app draws the rest before the reader is there.
  "new IntersectionObserver(function(entries){if(entries.some(function(x){return x.isIntersecting}))start()},{rootMargin:'0px 0px 50% 0px'}).observe(end)});",
  '})()',
].join('');

/** The CSP source that lets the loader, and no other inline script, run. */
export const APP_LOADER_CSP_SOURCE = `'sha256-${createHash('sha256').update(APP_LOADER).digest('base64')}'`;

const ENTRY_SCRIPT = /<script type="module"( crossorigin)? src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"( crossorigin)? href="([^"]+)">/g;

/**
 * The built shell's part after the page's head tags with the app's entry and its module preloads
 * replaced by the loader, which fetches them, and `routeScripts` (the first page's chunks), together;
 * unchanged when the shell has no module entry (a development shell).
 */
export function deferAppScripts(after: string, routeScripts: readonly string[] = []): string {
  const entry = ENTRY_SCRIPT.exec(after);
  if (!entry?.[2]) return after;
  const preloads: string[] = [];
  const withoutPreloads = after.replace(MODULE_PRELOAD, (_tag, _cors, href: string) => {
    preloads.push(href);
    return '';
  });
  const loader = `<script data-app="${entry[2]}" data-preload="${[...preloads, ...routeScripts].join(' ')}">${APP_LOADER}</script>`;
  return withoutPreloads.replace(ENTRY_SCRIPT, () => loader);
}

/** Whether the request comes from a signed-in browser (the web's session cookie), who gets the app at once. */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && /(?:^|;\s*)gp_auth_token=/.test(cookieHeader);
}
