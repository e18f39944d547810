// The tree page as the server paints it: its title and help, the clan's public trees as links (they
// open without the app) and the canvas' frame, where the app draws the tree. The tree page gets the app
// at once (lib/app-loader.ts): this is what a phone shows while it arrives, in place of a blank page.
import type { PublicTreeSummary } from '@giapha/contract';
import { escapeHtml } from './seo.html.ts';

/** Close to `FamilyTreePage`, `PublicTreeList` and `PublicTreeViewer`'s frame (full width, as tall as the screen under the header). */
const TREE_STYLE = `<style>
.fc-tree>*+*{margin-top:16px}
.fc-tree h1{font-size:clamp(1.75rem,3vw + 1rem,2.125rem);line-height:1.3}
.fc-tree h1+p{margin-top:4px;font-size:.875rem}
.fc-tree h1+p a{color:var(--fc-clan)}
.fc-trees{display:flex;gap:12px;list-style:none;margin:0;padding:0 0 10px;overflow-x:auto}
.fc-trees a{display:flex;flex-direction:column;gap:6px;width:280px;height:100%;box-sizing:border-box;padding:12px;border:1px solid #dee2e6;border-radius:8px;text-decoration:none;background:#fff}
.fc-trees a[aria-current]{border:2px solid var(--fc-clan);background:#fcebeb}
.fc-trees strong,.fc-trees .fc-dim{display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;overflow:hidden}
.fc-trees .fc-dim{font-size:.875rem}
.fc-tags{display:flex;gap:6px;flex-wrap:wrap}
.fc-tag{font-size:.6875rem;font-weight:700;line-height:20px;padding:0 8px;border-radius:4px;background:#f1f3f5;color:#343a40}
.fc-tag-count{background:#f8e1e1;color:var(--fc-clan)}
.fc-tag-split{background:none;border:1px solid #868e96}
.fc-empty{padding:32px 16px;border:1px solid #dee2e6;border-radius:8px;text-align:center}
.fc-empty p{margin:4px 0 0}
.fc-frame{position:relative;overflow:hidden;left:50%;width:100vw;margin-left:-50vw;height:max(360px,calc(100dvh - 108px));border-top:1px solid #dee2e6;border-bottom:1px solid #dee2e6;background:#faf6ee}
@media (min-width:48em){.fc-frame{height:max(480px,calc(100dvh - 60px))}}
</style>`;

function treeCard(tree: PublicTreeSummary, openId: string | null): string {
  const tags = [
    `<span class="fc-tag fc-tag-count">${tree.personCount} người</span>`,
    `<span class="fc-tag">${tree.generationCount} đời</span>`,
    tree.type === 'split' ? '<span class="fc-tag fc-tag-split">Chi tách riêng</span>' : '',
  ].join('');
  return [
    `<li><a href="/family-tree?id=${encodeURIComponent(tree._id)}"${tree._id === openId ? ' aria-current="true"' : ''}>`,
    `<strong>${escapeHtml(tree.name)}</strong>`,
    tree.description ? `<span class="fc-dim">${escapeHtml(tree.description)}</span>` : '',
    `<span class="fc-tags">${tags}</span>`,
    '</a></li>',
  ].join('');
}

/**
 * `/family-tree`: the public trees (`openId` the one the page opens) and the frame the canvas fills, with
 * the open tree's opening view painted in it (`treeView`, '' for none).
 */
export function paintTreePage(
  trees: readonly PublicTreeSummary[],
  openId: string | null,
  treeView: string,
): string {
  const kinship = openId ? `/xung-ho?id=${encodeURIComponent(openId)}` : '/xung-ho';
  const list =
    trees.length === 0
      ? '<div class="fc-empty"><strong>Dòng họ chưa công khai cây gia phả nào</strong><p class="fc-dim">Khi ban quản trị công khai cây gia phả, con cháu sẽ xem được tại đây.</p></div>'
      : `<ul class="fc-trees" aria-label="Các cây gia phả">${trees.map((tree) => treeCard(tree, openId)).join('')}</ul>`;
  return [
    TREE_STYLE,
    '<section class="fc-tree">',
    '<h1>Cây gia phả</h1>',
    `<p class="fc-dim">Chạm vào một người để xem thông tin; kéo để di chuyển, chụm hai ngón hoặc cuộn chuột để phóng to, thu nhỏ. Không biết gọi nhau thế nào? <a href="${escapeHtml(kinship)}">Xem cách xưng hô</a>.</p>`,
    list,
    openId ? `<div class="fc-frame" role="status" aria-label="Đang tải cây gia phả">${treeView}</div>` : '',
    '</section>',
  ].join('');
}
