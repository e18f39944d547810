import { asc, eq } from 'drizzle-orm';
import { sanitizeRichText } from '../lib/sanitize-html.ts';
import { menusRepo } from '../modules/menus/menus.repo.ts';
import { sectionsRepo } from '../modules/sections/sections.repo.ts';
import { settingsRepo } from '../modules/settings/settings.repo.ts';
import { UNSAVED_SETTING_VERSION } from '../modules/settings/settings.service.ts';
import type { DbOrTx } from './client.ts';
import { categories } from './schema/index.ts';

/** Sub-items of "Tin tức" when the clan has no categories yet. */
const FALLBACK_NEWS_LINKS = [
  { label: 'Tin dòng họ', url: '/blogs?category=tin-dong-ho' },
  { label: 'Khuyến học', url: '/blogs?category=khuyen-hoc' },
];
const NEWS_LINKS_MAX = 3;

const MENU: { label: string; url: string; news?: true }[] = [
  { label: 'Trang chủ', url: '/' },
  { label: 'Tin tức', url: '/blogs', news: true },
  { label: 'Gia phả', url: '/family-tree' },
  { label: 'Các chi', url: '/branch' },
  { label: 'Xưng hô', url: '/xung-ho' },
  { label: 'Album ảnh', url: '/albums' },
  { label: 'Hướng dẫn', url: '/guide' },
  { label: 'Liên hệ', url: '/contact' },
];

const HISTORY_HTML = `
<h2>Lược sử họ Nguyễn làng Demo</h2>
<p>Theo gia phả chép tay còn lưu ở nhà thờ họ, cụ Thủy tổ <strong>Nguyễn Văn Phúc</strong> từ trấn Sơn Nam
về khai khẩn đất thôn Đông vào khoảng cuối thế kỷ XVII. Từ một gia đình nhỏ, con cháu nối đời làm ruộng,
dạy chữ, dần lập thành dòng họ đông đúc ngày nay.</p>
<h3>Những mốc đáng nhớ</h3>
<ul>
  <li>Đời thứ ba: dựng nhà thờ họ bằng gỗ lim bên gốc đa đầu làng.</li>
  <li>Đời thứ sáu: lập quỹ khuyến học, mỗi năm khen thưởng con cháu học giỏi.</li>
  <li>Năm 1998: trùng tu nhà thờ họ và chép lại gia phả bằng chữ quốc ngữ.</li>
  <li>Ngày nay: gia phả được số hóa để con cháu ở xa cùng tra cứu và bổ sung.</li>
</ul>
<p>Ngày giỗ Tổ được tổ chức vào mùng 10 tháng Ba âm lịch hằng năm. Con cháu gần xa về dâng hương,
ôn lại công đức tổ tiên và gặp gỡ họ hàng.</p>
<blockquote>Cây có cội, nước có nguồn — con người có tổ có tông.</blockquote>
`;

/** Up to three of the clan's categories (in their order) as links under "Tin tức"; a fixed pair when it has none. */
async function newsLinks(db: DbOrTx, clanId: string): Promise<{ label: string; url: string }[]> {
  const rows = await db
    .select({ name: categories.name, slug: categories.slug })
    .from(categories)
    .where(eq(categories.clanId, clanId))
    .orderBy(asc(categories.position), asc(categories.createdAt))
    .limit(NEWS_LINKS_MAX);
  if (rows.length === 0) return FALLBACK_NEWS_LINKS;
  return rows.map((c) => ({ label: c.name, url: `/blogs?category=${encodeURIComponent(c.slug)}` }));
}

/**
 * The demo clan's website: its settings, menu and home-page blocks (hero, featured posts, tree teaser,
 * a short history). Written for a clan that has none of these yet; run it after the clan's categories
 * so the news menu links to them.
 */
export async function seedDemoSite(
  db: DbOrTx,
  clanId: string,
  options: { treeId: string; featuredCategoryId: string | null },
): Promise<void> {
  await settingsRepo(db, clanId).insert(
    {
      siteName: 'Họ Nguyễn — Làng Demo',
      slogan: 'Uống nước nhớ nguồn',
      description:
        'Trang thông tin của dòng họ Nguyễn làng Demo: tin tức, ngày giỗ, gia phả và các chi họ, để con cháu gần xa cùng giữ gìn nếp nhà.',
      logo: null,
      favicon: null,
      banner: null,
      primaryColor: '#8a1c1c',
      contact: {
        address: 'Nhà thờ họ Nguyễn, thôn Đông, xã Demo, huyện Demo, tỉnh Demo',
        phone: '0912 345 678',
        email: 'lienhe@demo.giapha.local',
        mapUrl: 'https://www.openstreetmap.org/?mlat=21.0285&mlon=105.8542#map=17/21.0285/105.8542',
      },
      social: {
        facebook: 'https://www.facebook.com/honguyenlangdemo',
        youtube: null,
        zalo: null,
        tiktok: null,
      },
      footerText: 'Ban liên lạc họ Nguyễn làng Demo — mọi tư liệu về tổ tiên xin gửi về nhà thờ họ.',
      dateFormat: 'dd/mm/yy',
      kinshipRegion: 'north',
    },
    UNSAVED_SETTING_VERSION + 1,
  );

  const menus = menusRepo(db, clanId);
  for (const [position, item] of MENU.entries()) {
    const parent = await menus.insert({
      label: item.label,
      url: item.url,
      openInNewTab: false,
      parentId: null,
      position,
    });
    if (!item.news) continue;
    for (const [childPosition, child] of (await newsLinks(db, clanId)).entries()) {
      await menus.insert({
        ...child,
        openInNewTab: false,
        parentId: parent.id,
        position: childPosition,
      });
    }
  }

  const blocks = [
    {
      type: 'hero' as const,
      title: 'Họ Nguyễn — Làng Demo',
      subtitle: 'Uống nước nhớ nguồn — nơi con cháu họ Nguyễn gần xa tìm về cội nguồn',
      linkLabel: 'Xem cây gia phả',
      linkUrl: '/family-tree',
      itemLimit: 3,
    },
    {
      type: 'featuredPosts' as const,
      title: 'Tin tức dòng họ',
      subtitle: 'Việc họ, ngày giỗ và những tin vui của con cháu',
      linkLabel: 'Xem tất cả bài viết',
      linkUrl: '/blogs',
      itemLimit: 6,
      categoryId: options.featuredCategoryId,
    },
    {
      type: 'treeTeaser' as const,
      title: 'Cây gia phả',
      subtitle: 'Tra cứu tổ tiên, các chi và con cháu qua từng đời',
      linkLabel: 'Mở cây gia phả',
      linkUrl: '/family-tree',
      itemLimit: 3,
      treeId: options.treeId,
    },
    {
      type: 'richText' as const,
      title: 'Lược sử dòng họ',
      content: sanitizeRichText(HISTORY_HTML, clanId),
      itemLimit: 3,
    },
  ];
  const sections = sectionsRepo(db, clanId);
  for (const [position, block] of blocks.entries()) {
    await sections.insert({ ...block, position });
  }
}
