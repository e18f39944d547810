import {
  type CampaignQr,
  DEFAULT_MENU_LINKS,
  isCurrentPath,
  type PublicBlog,
  type PublicBlogListItem,
  type PublicCampaign,
  type PublicMenuItem,
  type PublicSetting,
  type PublicTreeSummary,
  type Section,
} from '@giapha/contract';

import { paintCampaign } from './seo.first-campaign.ts';
import type { FirstBlogsQuery } from './seo.first-content.ts';
import { paintTreePage } from './seo.first-tree.ts';
import { escapeHtml } from './seo.html.ts';

/** What a public page shows first (the rest waits for the app). */
export type FirstView =
  | { kind: 'none' }
  | {
      kind: 'home';
      sections: readonly Section[];
      posts: readonly { query: FirstBlogsQuery; response: { data: readonly PublicBlogListItem[] } }[];
    }
  | { kind: 'post'; post: PublicBlog }
  | { kind: 'campaign'; campaign: PublicCampaign; qr: CampaignQr | null }
  | {
      kind: 'tree';
      trees: readonly PublicTreeSummary[];
      openId: string | null;
      /** The open tree's painted opening view (`seo.first-tree-view.ts`); '' when not painted. */
      treeView: string;
    };

export interface RenderedView {
  /** Header and page content, for `#root`. */
  html: string;
  /** The picture at the top of the page (the hero's, a post's or campaign's cover), worth a preload; null when none. */
  image: string | null;
}

const DEFAULT_COLOR = '#8a1c1c';
/** A link the page may carry: on the site, or to a web address. */
const SAFE_LINK = /^(\/(?!\/)|https?:\/\/)/i;
type MenuLink = { url: string; label: string; children?: readonly { url: string }[] };
const SERIF = '"Noto Serif","Times New Roman",Georgia,serif';

/**
 * Close to the app's first frame (header 60 px with the gold rule, hero 340/440 px in the clan's colour,
 * cards in a grid, 16 px side margins on a phone), so React's first render replaces it without a jump.
 * Scoped under `.fc`; colours from `--fc-clan`.
 */
const STYLE = `<style>
.fc{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Helvetica Neue",Arial,sans-serif;color:#212529;line-height:1.6;min-height:100vh;overflow-x:clip}
.fc a{color:inherit}
.fc-head{border-bottom:1px solid #d4b45a;box-shadow:0 1px 6px rgb(90 20 20/6%);background:#fff}
.fc-bar,.fc-main{max-width:1140px;margin:0 auto;padding:0 16px}
.fc-bar{display:flex;align-items:center;gap:12px;height:60px}
.fc-logo{height:44px;max-width:180px;object-fit:contain}
.fc .fc-name{font:700 1.125rem/1.3 ${SERIF};color:var(--fc-clan);overflow:hidden;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;text-decoration:none}
.fc-nav{display:none;flex:1;justify-content:center;gap:2px;font-size:.875rem;font-weight:500}
.fc-nav a{text-decoration:none;padding:8px 10px;border-radius:4px;white-space:nowrap}
.fc a.fc-on{color:var(--fc-clan);background:color-mix(in srgb,var(--fc-clan) 7%,#fff)}
.fc-nav a.fc-on{box-shadow:inset 0 -2px 0 #c9a227}
@media (min-width:62em){.fc-nav{display:flex}}
.fc .fc-login{margin-left:auto;flex-shrink:0;white-space:nowrap;font-size:.875rem;padding:0 18px;line-height:36px;border-radius:8px;background:#f8e1e1;color:var(--fc-clan)!important;font-weight:700;text-decoration:none}
.fc-main{padding-top:20px;padding-bottom:40px}
.fc h1,.fc h2,.fc h3{font-family:${SERIF};font-weight:700;margin:0}
.fc-hero{position:relative;display:flex;align-items:center;justify-content:center;min-height:340px;overflow:hidden;border-radius:16px;border:1px solid #c9a227;color:#fff;text-align:center;background:radial-gradient(ellipse at 50% 115%,rgb(201 162 39/45%),transparent 60%),linear-gradient(160deg,color-mix(in srgb,var(--fc-clan) 70%,#000),var(--fc-clan))}
@media (min-width:48em){.fc-hero{min-height:440px}}
.fc-hero img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}
.fc-hero.fc-pic::after{content:"";position:absolute;inset:0;background:linear-gradient(180deg,rgb(30 6 6/35%),rgb(30 6 6/70%))}
.fc-hero-body{position:relative;z-index:2;max-width:760px;padding:48px 24px}
.fc-hero::before{content:"";position:absolute;inset:10px;z-index:1;border:1px solid rgb(201 162 39/55%);border-radius:12px;pointer-events:none}
.fc-hero h1{font-size:clamp(1.75rem,5vw + .5rem,3.25rem);line-height:1.3;text-shadow:0 2px 12px rgb(0 0 0/35%);text-wrap:balance;overflow-wrap:anywhere}
.fc-orn{display:flex;align-items:center;justify-content:center;gap:10px;margin:14px auto;color:#e3c65c}
.fc-orn::before,.fc-orn::after{content:"";width:64px;height:1px;background:currentColor}
.fc-btn{display:inline-block;margin-top:20px;padding:0 22px;line-height:42px;border-radius:32px;background:#c9a227;color:#212529!important;font-weight:600;text-decoration:none}
.fc-rich{font-size:1.125rem;line-height:1.75;overflow-wrap:anywhere}
.fc-sub{font-size:clamp(1rem,1.5vw + .6rem,1.3rem);color:rgb(255 255 255/92%);margin:0}
.fc-sec{margin-top:56px}
.fc-sec>h2{position:relative;padding-bottom:10px;font-size:1.6rem;color:color-mix(in srgb,var(--fc-clan) 85%,#000)}
.fc-sec>h2::after{content:"";position:absolute;left:0;bottom:0;width:72px;height:3px;border-radius:2px;background:linear-gradient(90deg,#c9a227,#e3c65c)}
.fc-sec>h2+*{margin-top:16px}
.fc-sec>h2+.fc-lead{margin-top:6px;color:#6b7278;margin-bottom:0}
.fc-lead+*{margin-top:16px}
.fc-head{position:relative}
.fc-menu{flex-shrink:0}
.fc-menu>summary,.fc-menu-empty{list-style:none;display:flex;align-items:center;justify-content:center;width:34px;height:34px;margin-left:-6px;cursor:pointer}
.fc-menu>summary::-webkit-details-marker{display:none}
.fc-burger{width:18px;height:2px;background:#212529;box-shadow:0 -6px #212529,0 6px #212529}
.fc-menu nav{position:absolute;left:0;right:0;top:60px;z-index:5;display:flex;flex-direction:column;padding:8px 16px 12px;background:#fff;border-bottom:1px solid #d4b45a;box-shadow:0 8px 16px rgb(90 20 20/10%)}
.fc-menu nav a{padding:10px 0;text-decoration:none;border-bottom:1px solid #f1f3f5}
@media (min-width:62em){.fc-menu{display:none}}
.fc-grid{display:grid;gap:24px;grid-template-columns:1fr}
@media (min-width:48em){.fc-grid{grid-template-columns:repeat(2,1fr)}}
@media (min-width:75em){.fc-grid{grid-template-columns:repeat(3,1fr)}}
.fc-card{display:block;border:1px solid #dee2e6;border-top:3px solid #c9a227;border-radius:8px;overflow:hidden;text-decoration:none;background:#fff}
.fc-card img,.fc-ph{display:block;width:100%;aspect-ratio:16/9;object-fit:cover}
.fc-ph{background:radial-gradient(circle at 50% 120%,rgb(201 162 39/35%),transparent 60%),linear-gradient(135deg,color-mix(in srgb,var(--fc-clan) 75%,#000),var(--fc-clan))}
@media (max-width:36em){.fc-ph{aspect-ratio:auto;height:56px}}
.fc-row{display:flex;justify-content:space-between;gap:8px;align-items:center;margin-bottom:6px}
.fc-badge{font-size:.75rem;font-weight:700;color:var(--fc-clan);background:#f8e1e1;border-radius:4px;padding:0 8px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.fc-card-body{padding:12px 16px 16px}
.fc-card h3{font-size:1.125rem;line-height:1.45}
.fc-date,.fc-dim{color:#6b7278;font-size:.8rem}
.fc-sum{color:#6b7278;font-size:.875rem;margin:6px 0 0;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:3;overflow:hidden}
.fc-article{max-width:760px;margin:0 auto}
.fc-article h1,.fc-camp h1{font-size:clamp(1.6rem,3vw + .8rem,2.4rem);line-height:1.35;overflow-wrap:anywhere}
.fc-article img{max-width:100%;height:auto}
.fc-rule{border:0;border-top:2px solid #e3c65c;margin:12px 0}
</style>`;

/** dd/mm/yyyy in Vietnam, as the pages show a date. */
export function formatVietnamDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Ho_Chi_Minh',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')}`;
}

/** A colour safe to put in a style attribute (the setting's `#rrggbb`), else the default red. */
function clanColor(value: string): string {
  return /^#[0-9a-f]{3,8}$/i.test(value) ? value : DEFAULT_COLOR;
}

/** A link of the header: the page open now marked as the app's header marks it. */
function menuLink(item: MenuLink, pathname: string): string {
  const current = isCurrentPath(item.url, pathname);
  // A dropdown's parent is marked when one of its pages is open, but is not that page.
  const section = (item.children ?? []).some((child) => isCurrentPath(child.url, pathname));
  const mark = current ? ' class="fc-on" aria-current="page"' : section ? ' class="fc-on"' : '';
  return `<a href="${escapeHtml(item.url)}"${mark}>${escapeHtml(item.label)}</a>`;
}

function header(setting: PublicSetting, menus: readonly PublicMenuItem[], pathname: string): string {
  const brand = setting.logo
    ? `<img class="fc-logo" src="${escapeHtml(setting.logo)}" alt="${escapeHtml(setting.siteName)}" />`
    : escapeHtml(setting.siteName);
  // A clan without a menu gets the default links, as the app's header does.
  const items: readonly MenuLink[] = menus.length > 0 ? menus : DEFAULT_MENU_LINKS;
  const links = items
    .filter((item) => SAFE_LINK.test(item.url))
    .map((item) => menuLink(item, pathname))
    .join('');
  // The phone's menu opens without the app (a disclosure of the same links).
  const menu = links
    ? `<details class="fc-menu"><summary aria-label="Mở menu"><span class="fc-burger"></span></summary><nav>${links}</nav></details>`
    : '<span class="fc-menu fc-menu-empty" aria-hidden="true"><span class="fc-burger"></span></span>';
  return `<header class="fc-head"><div class="fc-bar">${menu}<a href="/" class="fc-name">${brand}</a><nav class="fc-nav">${links}</nav><a class="fc-login" href="/auth/login">Đăng nhập</a></div></header>`;
}

function hero(section: Section, setting: PublicSetting): { html: string; image: string | null } {
  const image = section.imageUrl ?? setting.banner ?? null;
  const subtitle = section.subtitle ?? setting.slogan ?? null;
  const html = [
    `<section class="fc-hero${image ? ' fc-pic' : ''}" data-section="hero">`,
    image ? `<img src="${escapeHtml(image)}" alt="" fetchpriority="high" />` : '',
    '<div class="fc-hero-body">',
    `<h1>${escapeHtml(section.title ?? setting.siteName)}</h1>`,
    '<div class="fc-orn" aria-hidden="true">◆</div>',
    subtitle ? `<p class="fc-sub">${escapeHtml(subtitle)}</p>` : '',
    // Sanitized when saved, as the app shows it.
    section.content ? `<div class="fc-sub">${section.content}</div>` : '',
    section.linkUrl && SAFE_LINK.test(section.linkUrl)
      ? `<a class="fc-btn" href="${escapeHtml(section.linkUrl)}">${escapeHtml(section.linkLabel ?? 'Xem thêm')}</a>`
      : '',
    '</div></section>',
  ].join('');
  return { html, image };
}

function postCard(post: PublicBlogListItem): string {
  const date = post.publishedAt ? formatVietnamDate(post.publishedAt) : '';
  return [
    `<a class="fc-card" href="/blogs/${encodeURIComponent(post.slug)}.html">`,
    post.coverImage
      ? `<img src="${escapeHtml(post.coverImage)}" alt="" loading="lazy" />`
      : '<div class="fc-ph" aria-hidden="true"></div>',
    '<div class="fc-card-body"><div class="fc-row">',
    post.category ? `<span class="fc-badge">${escapeHtml(post.category.name)}</span>` : '<span></span>',
    date ? `<span class="fc-date">${date}</span>` : '',
    '</div>',
    `<h3>${escapeHtml(post.title)}</h3>`,
    post.summary ? `<p class="fc-sum">${escapeHtml(post.summary)}</p>` : '',
    '</div></a>',
  ].join('');
}

function home(view: Extract<FirstView, { kind: 'home' }>, setting: PublicSetting): RenderedView {
  const parts: string[] = [];
  let image: string | null = null;
  // Painted up to the first block the server does not draw: the page ends there (`#fc-end`), and the
  // app, fetched as the reader nears it, draws the rest in its order.
  for (const [index, section] of view.sections.entries()) {
    if (section.type === 'hero') {
      const rendered = hero(section, setting);
      // Only the picture at the top is worth a preload.
      if (index === 0) image = rendered.image;
      parts.push(rendered.html);
    } else if (section.type === 'featuredPosts') {
      const posts = view.posts.find(
        (p) =>
          p.query.limit === section.itemLimit && p.query.categoryId === (section.categoryId ?? undefined),
      );
      const cards = posts?.response.data.map(postCard).join('') ?? '';
      parts.push(
        `<section class="fc-sec" data-section="featuredPosts"><h2>${escapeHtml(section.title ?? 'Tin tức mới')}</h2>${
          section.subtitle ? `<p class="fc-lead">${escapeHtml(section.subtitle)}</p>` : ''
        }${
          cards ? `<div class="fc-grid">${cards}</div>` : '<p class="fc-dim">Chưa có bài viết nào</p>'
        }</section>`,
      );
    } else if (section.type === 'richText' && section.content) {
      parts.push(
        `<section class="fc-sec">${section.title ? `<h2>${escapeHtml(section.title)}</h2>` : ''}<div class="fc-rich">${section.content}</div></section>`,
      );
    } else if (section.type !== 'richText') {
      break;
    }
  }
  if (view.sections.length === 0) {
    parts.push(
      `<section class="fc-sec"><h1>${escapeHtml(setting.siteName)}</h1><p class="fc-dim">${escapeHtml(
        setting.slogan ??
          'Nơi con cháu cùng lưu giữ cây gia phả, ngày giỗ, tin tức và những đóng góp cho dòng họ.',
      )}</p></section>`,
    );
  }
  return { html: parts.join(''), image };
}

function post(blog: PublicBlog): string {
  const date = blog.publishedAt ? formatVietnamDate(blog.publishedAt) : '';
  return [
    '<article class="fc-article">',
    `<h1>${escapeHtml(blog.title)}</h1>`,
    date ? `<p class="fc-dim">Ngày đăng: ${date}</p>` : '',
    '<hr class="fc-rule" />',
    blog.summary ? `<p class="fc-rich"><strong>${escapeHtml(blog.summary)}</strong></p>` : '',
    blog.coverImage ? `<img src="${escapeHtml(blog.coverImage)}" alt="" />` : '',
    // Sanitized when saved (no scripts, handlers or `javascript:` links), as the API sends it.
    `<div class="fc-rich">${blog.content}</div>`,
    '</article>',
  ].join('');
}

/** The header and first content of a page as plain HTML with its style; every text escaped. */
export function renderFirstView(
  setting: PublicSetting,
  menus: readonly PublicMenuItem[],
  view: FirstView,
  /** The page's path: its menu item is marked. */
  pathname: string,
): RenderedView {
  let main = '';
  let image: string | null = null;
  if (view.kind === 'home') {
    const rendered = home(view, setting);
    main = rendered.html;
    image = rendered.image;
  } else if (view.kind === 'post') {
    main = post(view.post);
    image = view.post.coverImage;
  } else if (view.kind === 'campaign') {
    main = paintCampaign(view.campaign, view.qr);
    image = view.campaign.coverImage;
  } else if (view.kind === 'tree') {
    main = paintTreePage(view.trees, view.openId, view.treeView);
  }
  if (!main) return { html: '', image: null };
  // `#fc-end`: where the painted page ends; the app is fetched when it comes into view (lib/app-loader.ts).
  const html = `${STYLE}<div class="fc" style="--fc-clan:${clanColor(setting.primaryColor)}">${header(setting, menus, pathname)}<main class="fc-main">${main}</main><div id="fc-end"></div></div>`;
  return { html, image };
}
