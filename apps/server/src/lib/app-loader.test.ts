import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { APP_LOADER, APP_LOADER_CSP_SOURCE, deferAppScripts, hasSessionCookie } from './app-loader.ts';

// The part of a built index.html after the page's head tags, as vite writes it.
const BUILT_AFTER = `
    <style>*,:before,:after{box-sizing:border-box}body{margin:0}</style>
    <link rel="preload" as="style" crossorigin href="/assets/vendor-1.css" data-app-style>
    <script type="module" crossorigin src="/assets/index-2.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-3.js">
    <link rel="modulepreload" crossorigin href="/assets/vendor-4.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('the app on demand', () => {
  it('replaces the entry and its module preloads with the loader, keeping the stylesheets', () => {
    const deferred = deferAppScripts(BUILT_AFTER);
    expect(deferred).not.toContain('<script type="module"');
    expect(deferred).not.toContain('<link rel="modulepreload"');
    expect(deferred).toContain('href="/assets/vendor-1.css" data-app-style');
    expect(deferred).toContain(
      `<script data-app="/assets/index-2.js" data-preload="/assets/react-3.js /assets/vendor-4.js">${APP_LOADER}</script>`,
    );
  });

  it('leaves a shell without the app’s entry as it is', () => {
    expect(deferAppScripts('<div id="root"></div>')).toBe('<div id="root"></div>');
  });

  it('is allowed by the CSP through the hash of exactly its text', () => {
    const hash = createHash('sha256').update(APP_LOADER, 'utf8').digest('base64');
    expect(APP_LOADER_CSP_SOURCE).toBe(`'sha256-${hash}'`);
    // No attribute-breaking quote and no closing tag inside the inline script.
    expect(APP_LOADER).not.toContain('</');
  });

  it('knows a signed-in browser by the token cookie only', () => {
    expect(hasSessionCookie(undefined)).toBe(false);
    expect(hasSessionCookie('theme=dark')).toBe(false);
    expect(hasSessionCookie('x_gp_auth_token=1')).toBe(false);
    expect(hasSessionCookie('gp_auth_token=%7B%7D')).toBe(true);
    expect(hasSessionCookie('theme=dark; gp_auth_token=%7B%7D')).toBe(true);
  });
});
