import { brotliDecompressSync } from 'node:zlib';
import { blogsApi, defaultGenerationSizes } from '@giapha/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { registerClan } from '../../../test/clans.ts';
import { withDomain } from '../../../test/requests.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { createShellApp, insertPublishedPost } from '../../../test/web-shell.ts';
import {
  bankAccounts,
  campaigns,
  donations,
  menuItems,
  sections,
  siteSettings,
  trees,
} from '../../db/schema/index.ts';
import { APP_LOADER, APP_LOADER_CSP_SOURCE } from '../../lib/app-loader.ts';
import { familiesRepo } from '../families/families.repo.ts';
import { personsRepo } from '../persons/persons.repo.ts';
import { treesRepo } from '../trees/trees.repo.ts';

const DAY = 24 * 60 * 60 * 1000;
const TREE_ID = '0b6f5c8e-7a51-4d3c-9a2e-5f1d2c3b4a59';

let t: TestApp;
let clanA: { domain: string; clanId: string };
let clanB: { domain: string; clanId: string };

/** A browser opening the page (the only kind of request that counts a post's view). */
function open(url: string, domain: string) {
  return t.app.inject({
    method: 'GET',
    url: withDomain(url, domain),
    headers: { 'sec-fetch-dest': 'document' },
  });
}

async function api(url: string, domain: string): Promise<unknown> {
  const response = await t.app.inject({ method: 'GET', url: withDomain(url, domain) });
  expect(response.statusCode, url).toBe(200);
  return response.json();
}

/** What the page put in `#root`. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="first-data">');
  return start >= 0 && end > start ? html.slice(start, end) : '';
}

/** The page's data, checked against the API's own answers' schemas. */
const firstDataSchema = z.object({
  domain: z.string(),
  readAt: z.number(),
  setting: z.unknown(),
  menus: z.unknown(),
  sections: z.unknown().optional(),
  blogs: z
    .array(z.object({ query: z.object({ limit: z.number(), offset: z.number() }), response: z.unknown() }))
    .optional(),
  post: z.object({ slug: z.string(), response: blogsApi.getPublic.response }).optional(),
  campaign: z.unknown().optional(),
  campaignQr: z.object({ id: z.string(), response: z.unknown() }).optional(),
  trees: z
    .object({ query: z.object({ limit: z.number(), offset: z.number() }), response: z.unknown() })
    .optional(),
});

function firstData(html: string): z.infer<typeof firstDataSchema> | undefined {
  const match = /<script type="application\/json" id="first-data">([^<]*)<\/script>/.exec(html);
  return match?.[1] ? firstDataSchema.parse(JSON.parse(match[1])) : undefined;
}

beforeAll(async () => {
  // The build's manifest: the landing pages' chunks are preloaded with the entry.
  const manifest = {
    'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_react-abc.js'] },
    '_react-abc.js': { file: 'assets/react-abc.js' },
    'src/features/home/pages/HomePage.tsx': { file: 'assets/HomePage-1.js', imports: ['_react-abc.js'] },
    'src/features/trees/pages/FamilyTreePage.tsx': {
      file: 'assets/FamilyTreePage-2.js',
      imports: ['_react-abc.js', '_canvas-3.js'],
      css: ['assets/FamilyTreePage-2.css'],
    },
    '_canvas-3.js': { file: 'assets/canvas-3.js' },
  };
  t = await createShellApp({ BASE_DOMAIN: 'giapha.vn' }, { '.vite/manifest.json': JSON.stringify(manifest) });
  clanA = await registerClan(t.app, { clanName: 'Họ Nguyễn Đình' });
  clanB = await registerClan(t.app, { clanName: 'Họ Trần' });
  const db = t.database.db;
  await db.insert(siteSettings).values({
    clanId: clanA.clanId,
    siteName: 'Nguyễn Đình tộc',
    slogan: 'Uống nước nhớ nguồn',
    banner: '/uploads/banner.jpg',
    primaryColor: '#1c5a8a',
  });
  await db.insert(sections).values([
    {
      clanId: clanA.clanId,
      type: 'hero',
      title: 'Nhà thờ họ Nguyễn Đình',
      linkLabel: 'Xem gia phả',
      linkUrl: '/family-tree',
      position: 0,
    },
    { clanId: clanA.clanId, type: 'featuredPosts', title: 'Tin tức dòng họ', itemLimit: 3, position: 1 },
  ]);
  await insertPublishedPost(t, clanA.clanId, {
    slug: 'gio-to-2025',
    title: 'Giỗ Tổ năm 2025',
    summary: 'Lễ giỗ Tổ họ Nguyễn Đình tổ chức ngày 10/3 âm lịch.',
    coverImage: '/uploads/gio-to.jpg',
    content: '<p>Kính mời <strong>con cháu</strong> về dự.</p>',
    // 23:30 in Vietnam on 1 March: the page's date is the Vietnamese day.
    publishedAt: new Date('2025-03-01T16:30:00Z'),
  });
  await insertPublishedPost(t, clanA.clanId, {
    slug: 'xss',
    title: 'Tiêu đề </script><script>alert(1)</script>',
    publishedAt: new Date(Date.now() - DAY),
  });
  await insertPublishedPost(t, clanA.clanId, {
    slug: 'ban-nhap',
    title: 'Bản nháp riêng',
    status: 'draft',
    publishedAt: null,
  });
  await insertPublishedPost(t, clanA.clanId, {
    slug: 'hen-gio',
    title: 'Bài hẹn giờ',
    publishedAt: new Date(Date.now() + 7 * DAY),
  });
  await insertPublishedPost(t, clanB.clanId, { slug: 'cua-ho-tran', title: 'Bài của họ Trần' });
  const [account] = await db
    .insert(bankAccounts)
    .values({
      clanId: clanA.clanId,
      bankBin: '970436',
      accountNumber: '0011004455667',
      accountHolder: 'NGUYEN VAN TRUONG',
      branch: 'Chi nhánh Nam Định',
    })
    .returning();
  const [campaign] = await db
    .insert(campaigns)
    .values([
      {
        clanId: clanA.clanId,
        bankAccountId: account?.id ?? null,
        slug: 'xay-nha-tho',
        title: 'Tu bổ nhà thờ họ',
        status: 'open',
        transferCode: 'QUYHO1',
        goalAmount: 4_000_000,
        startDate: '2026-03-01',
        description: '<p>Nhà thờ họ dựng năm 1890, nay đã xuống cấp.</p>',
      },
      { clanId: clanA.clanId, slug: 'nhap', title: 'Quỹ còn nháp', status: 'draft', transferCode: 'QUYHO2' },
      {
        clanId: clanA.clanId,
        bankAccountId: account?.id ?? null,
        slug: 'da-xong',
        title: 'Quỹ khuyến học 2025',
        status: 'closed',
        transferCode: 'QUYHO4',
      },
      {
        clanId: clanA.clanId,
        slug: 'chua-co-tk',
        title: 'Quỹ giỗ Tổ',
        status: 'open',
        transferCode: 'QUYHO5',
      },
      {
        clanId: clanB.clanId,
        slug: 'quy-ho-tran',
        title: 'Quỹ họ Trần',
        status: 'open',
        transferCode: 'QUYHO3',
      },
    ])
    .returning();
  if (!campaign) throw new Error('campaign not inserted');
  await db.insert(donations).values({
    clanId: clanA.clanId,
    campaignId: campaign.id,
    amount: 1_234_567,
    paidAt: new Date(),
    source: 'manual',
  });
});

afterAll(async () => {
  await t?.close();
});

describe('first content in the served HTML', () => {
  it('paints the home page’s hero and latest posts, and carries the answers of its first render', async () => {
    const response = await open('/', clanA.domain);
    expect(response.statusCode).toBe(200);
    const root = rootOf(response.body);
    expect(root).toContain('<h1>Nhà thờ họ Nguyễn Đình</h1>');
    expect(root).toContain('<p class="fc-sub">Uống nước nhớ nguồn</p>');
    expect(root).toContain('<a class="fc-btn" href="/family-tree">Xem gia phả</a>');
    expect(root).toContain('<img src="/uploads/banner.jpg" alt="" fetchpriority="high" />');
    expect(root).toContain('<h2>Tin tức dòng họ</h2>');
    expect(root).toContain(
      '<a class="fc-card" href="/blogs/gio-to-2025.html"><img src="/uploads/gio-to.jpg" alt="" loading="lazy" /><div class="fc-card-body"><div class="fc-row"><span></span><span class="fc-date">01/03/2025</span></div><h3>Giỗ Tổ năm 2025</h3><p class="fc-sum">Lễ giỗ Tổ họ Nguyễn Đình tổ chức ngày 10/3 âm lịch.</p></div></a>',
    );
    expect(root).toContain('--fc-clan:#1c5a8a');
    expect(response.body).toContain(
      '<link rel="preload" as="image" href="/uploads/banner.jpg" fetchpriority="high" />',
    );
    // Private and other clans' posts are nowhere in the page.
    for (const hidden of ['Bản nháp riêng', 'Bài hẹn giờ', 'Bài của họ Trần', 'Quỹ họ Trần']) {
      expect(response.body).not.toContain(hidden);
    }

    const data = firstData(response.body);
    expect(data?.domain).toBe(clanA.domain);
    expect(data?.setting).toEqual(await api('/api/public/setting', clanA.domain));
    expect(data?.menus).toEqual(await api('/api/public/menus?limit=20&offset=0', clanA.domain));
    expect(data?.sections).toEqual(await api('/api/public/sections?limit=20&offset=0', clanA.domain));
    // Each block of latest posts (the new clan's own blocks too), as the API answers its query.
    const blogs = data?.blogs ?? [];
    expect(blogs.map((b) => b.query)).toContainEqual({ limit: 3, offset: 0 });
    for (const { query, response } of blogs) {
      expect(response).toEqual(await api(`/api/public/blogs?limit=${query.limit}&offset=0`, clanA.domain));
    }
  });

  it('shows a change at once: the kept home part is of the data version', async () => {
    const before = await open('/', clanA.domain);
    expect(before.body).not.toContain('Họp họ cuối năm');
    await insertPublishedPost(t, clanA.clanId, { slug: 'hop-ho', title: 'Họp họ cuối năm' });
    const after = await open('/', clanA.domain);
    expect(rootOf(after.body)).toContain('<h3>Họp họ cuối năm</h3>');
    // The setting (the page's tags and its hero) is kept per `site` version too.
    await t.database.db
      .update(siteSettings)
      .set({ slogan: 'Cây có cội, nước có nguồn' })
      .where(eq(siteSettings.clanId, clanA.clanId));
    const changed = await open('/', clanA.domain);
    expect(rootOf(changed.body)).toContain('<p class="fc-sub">Cây có cội, nước có nguồn</p>');
    expect(changed.body).toContain('<title>Nguyễn Đình tộc — Cây có cội, nước có nguồn</title>');
  });

  it('paints a post with its title escaped and its sanitized content, and counts the reader’s view', async () => {
    const response = await open('/blogs/gio-to-2025.html', clanA.domain);
    expect(response.statusCode).toBe(200);
    const root = rootOf(response.body);
    expect(root).toContain('<h1>Giỗ Tổ năm 2025</h1>');
    expect(root).toContain('<p class="fc-dim">Ngày đăng: 01/03/2025</p>');
    expect(root).toContain('<div class="fc-rich"><p>Kính mời <strong>con cháu</strong> về dự.</p></div>');
    const data = firstData(response.body);
    expect(data?.post?.slug).toBe('gio-to-2025');
    // The API's read counts one more view than the page's.
    const answer = blogsApi.getPublic.response.parse(await api('/api/public/blog/gio-to-2025', clanA.domain));
    expect({ ...answer, data: { ...answer.data, viewCount: answer.data.viewCount - 1 } }).toEqual(
      data?.post?.response,
    );

    const hostile = await open('/blogs/xss.html', clanA.domain);
    expect(hostile.statusCode).toBe(200);
    expect(hostile.body).not.toContain('<script>alert(1)');
    expect(rootOf(hostile.body)).toContain(
      '<h1>Tiêu đề &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</h1>',
    );
    // In the data, `<` cannot close the script element.
    expect(hostile.body).toContain('Tiêu đề \\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    const hostilePost = firstData(hostile.body)?.post as
      | { response: { data: { title: string } } }
      | undefined;
    expect(hostilePost?.response.data.title).toBe('Tiêu đề </script><script>alert(1)</script>');
  });

  it('puts nothing of a draft, a scheduled post or another clan’s post in the page', async () => {
    for (const slug of ['ban-nhap', 'hen-gio', 'cua-ho-tran']) {
      const response = await open(`/blogs/${slug}.html`, clanA.domain);
      expect(response.statusCode, slug).toBe(404);
      expect(firstData(response.body), slug).toBeUndefined();
      expect(response.body, slug).not.toMatch(/Bản nháp riêng|Bài hẹn giờ|Bài của họ Trần/);
    }
  });

  it('counts no view for a preview crawler (no browser navigation) and gives it no post data', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: withDomain('/blogs/gio-to-2025.html', clanA.domain),
    });
    expect(response.statusCode).toBe(200);
    expect(firstData(response.body)?.post).toBeUndefined();
  });

  it('paints a campaign’s progress in đồng with its bar, and its donate panel with the code', async () => {
    const response = await open('/campaigns/xay-nha-tho.html', clanA.domain);
    expect(response.statusCode).toBe(200);
    const root = rootOf(response.body);
    expect(root).toContain('<h1>Tu bổ nhà thờ họ</h1>');
    expect(root).toContain('1.234.567\u00a0₫<span class="fc-dim"> / 4.000.000\u00a0₫</span> · 30%');
    expect(root).toContain('<div class="fc-fill" style="width:30%"></div>');
    expect(root).toContain('<p class="fc-dim">Từ 01/03/2026</p>');
    expect(root).toContain('<div class="fc-rich"><p>Nhà thờ họ dựng năm 1890, nay đã xuống cấp.</p></div>');
    const data = firstData(response.body);
    expect(data?.campaign).toEqual({
      slug: 'xay-nha-tho',
      response: await api('/api/public/campaign/xay-nha-tho', clanA.domain),
    });

    // The donate panel: the code the QR route gives, the account it pays and the note to keep.
    const code = await api(`/api/public/campaign/qr?id=${data?.campaignQr?.id}`, clanA.domain);
    expect(data?.campaignQr?.response).toEqual(code);
    const qr = z.object({ data: z.object({ svg: z.string() }) }).parse(code).data;
    expect(root).toContain('<h2 id="fc-donate-title">Đóng góp qua chuyển khoản</h2>');
    expect(root).toContain(
      `<div class="fc-qr" role="img" aria-label="Mã QR chuyển khoản đến Vietcombank 0011004455667, NGUYEN VAN TRUONG, nội dung QUYHO1">${qr.svg}</div>`,
    );
    expect(root).toContain('<dt>Số tài khoản</dt><dd><span class="fc-num">0011004455667</span></dd>');
    expect(root).toContain('<dt>Chi nhánh</dt><dd>Chi nhánh Nam Định</dd>');
    expect(root).toContain('<span class="fc-num fc-note">QUYHO1</span>');
    // The story column comes first, the panel after it (beside it on a wide screen).
    expect(root.indexOf('<section class="fc-donate"')).toBeGreaterThan(
      root.indexOf('Nhà thờ họ dựng năm 1890'),
    );

    // A closed campaign takes no more donations; an open one without an account says so. No code either way.
    const closed = await open('/campaigns/da-xong', clanA.domain);
    expect(rootOf(closed.body)).toContain('<h2>Chiến dịch đã kết thúc</h2>');
    const noAccount = await open('/campaigns/chua-co-tk', clanA.domain);
    expect(rootOf(noAccount.body)).toContain('<h2>Chưa có tài khoản nhận đóng góp</h2>');
    for (const page of [closed, noAccount]) {
      expect(rootOf(page.body)).not.toContain('<svg');
      expect(firstData(page.body)?.campaignQr).toBeUndefined();
    }

    for (const slug of ['nhap', 'quy-ho-tran']) {
      const hidden = await open(`/campaigns/${slug}.html`, clanA.domain);
      expect(hidden.statusCode, slug).toBe(404);
      expect(firstData(hidden.body), slug).toBeUndefined();
      expect(hidden.body).not.toMatch(/Quỹ còn nháp|Quỹ họ Trần/);
    }
  });

  it('preloads the tree page’s graph at exactly the address the page fetches', async () => {
    const response = await open(`/family-tree?id=${TREE_ID}`, clanA.domain);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/public/tree-graph/compact?id=${TREE_ID}&amp;domain=${clanA.domain}" />`,
    );
    // Not an id: no preload.
    const odd = await open('/family-tree?id=%3Cx%3E', clanA.domain);
    expect(odd.body).not.toContain('as="fetch"');
  });

  it('paints the tree page: its public trees as links, the one it opens marked, its graph preloaded; the app at once', async () => {
    const [whole, branch] = await t.database.db
      .insert(trees)
      .values([
        {
          clanId: clanB.clanId,
          name: 'Gia phả họ Trần <Đông>',
          description: 'Từ cụ Trần Văn Cả',
          isPublic: true,
        },
        { clanId: clanB.clanId, name: 'Chi Trần Văn Hai', isPublic: true, type: 'split' },
        { clanId: clanB.clanId, name: 'Cây nháp riêng', isPublic: false },
      ])
      .returning();
    if (!whole || !branch) throw new Error('trees not inserted');
    const response = await open('/family-tree', clanB.domain);
    expect(response.statusCode).toBe(200);
    const root = rootOf(response.body);
    expect(root).toContain('<h1>Cây gia phả</h1>');
    expect(root).toContain(`<a href="/xung-ho?id=${whole.id}">Xem cách xưng hô</a>`);
    // Newest first, as the API lists them; the page opens the whole tree, not the branch.
    expect(root).toContain(
      `<li><a href="/family-tree?id=${branch.id}"><strong>Chi Trần Văn Hai</strong><span class="fc-tags"><span class="fc-tag fc-tag-count">0 người</span><span class="fc-tag">0 đời</span><span class="fc-tag fc-tag-split">Chi tách riêng</span></span></a></li>`,
    );
    expect(root).toContain(
      `<li><a href="/family-tree?id=${whole.id}" aria-current="true"><strong>Gia phả họ Trần &lt;Đông&gt;</strong><span class="fc-dim">Từ cụ Trần Văn Cả</span>`,
    );
    expect(root).toContain('<div class="fc-frame" role="status" aria-label="Đang tải cây gia phả"></div>');
    expect(root).not.toContain('Cây nháp riêng');
    expect(firstData(response.body)?.trees).toEqual({
      query: { limit: 100, offset: 0 },
      response: await api('/api/public/trees?limit=100&offset=0', clanB.domain),
    });
    expect(response.body).toContain(
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/public/tree-graph/compact?id=${whole.id}&amp;domain=${clanB.domain}" />`,
    );
    // The canvas needs the app: an anonymous visitor gets it at once, not on demand.
    expect(response.body).toContain('<script type="module"');
    expect(response.body).not.toContain('data-app=');

    // The address names the branch: it is the one marked and preloaded.
    const opened = await open(`/family-tree?id=${branch.id}`, clanB.domain);
    expect(rootOf(opened.body)).toContain(`<a href="/family-tree?id=${branch.id}" aria-current="true">`);
    expect(opened.body).toContain(`compact?id=${branch.id}&amp;`);
    // A clan with no public tree says so, with no frame to fill.
    const none = rootOf((await open('/family-tree', clanA.domain)).body);
    expect(none).toContain('Dòng họ chưa công khai cây gia phả nào');
    expect(none).not.toContain('class="fc-frame"');
  });

  it('paints the open tree’s first view in the frame: its cards and lines where the canvas opens, nothing else', async () => {
    const clan = await registerClan(t.app, { clanName: 'Họ Lê' });
    const db = t.database.db;
    const sizes = defaultGenerationSizes();
    // A clan's own style goes into the cards' style; what could leave its value is dropped.
    sizes['1'] = { ...sizes['1'], backgroundColor: 'red;background-image:url(/x)', textColor: '#5c1a1a' };
    const [tree] = await db
      .insert(trees)
      .values({
        clanId: clan.clanId,
        name: 'Gia phả họ Lê',
        isPublic: true,
        generationSizes: sizes,
        // A title banner above the founder, drawn as the canvas draws it.
        decorNodes: [
          {
            id: 'banner',
            type: 'text',
            x: 0,
            y: -90,
            data: { text: 'Dòng họ Lê <1850>', fontSize: 28, color: '#8b0000', background: 'url(/x)' },
          },
        ],
      })
      .returning();
    if (!tree) throw new Error('tree not inserted');
    const people = personsRepo(db, clan.clanId);
    const founder = await people.insert({
      name: 'Lê Văn <Tổ>',
      sex: 'male',
      generation: 1,
      deceased: true,
      birth: { solar: { year: 1850 } },
      death: { solar: { year: 1920 } },
    });
    const wife = await people.insert({ name: 'Phạm Thị Hiền', sex: 'female', generation: 1, deceased: true });
    const son = await people.insert({ name: 'Lê Văn Trưởng', sex: 'male', generation: 2, ordinalNumber: 1 });
    const families = familiesRepo(db, clan.clanId);
    const family = await families.insert({ fatherId: founder.id, motherId: wife.id });
    await families.addChildren(family.id, [{ personId: son.id, motherId: null, relation: 'birth' }]);
    await treesRepo(db, clan.clanId).addFamilies(tree.id, [family.id]);

    // A small tree is painted with its page (a large one's first build is not waited for: the next visitor's).
    let root = '';
    await vi.waitFor(async () => {
      root = rootOf((await open('/family-tree', clan.domain)).body);
      expect(root).toContain('class="fc-person');
    });
    expect(root).toContain(`<div class="fc-view" data-tree-id="${tree.id}" aria-hidden="true">`);
    const cards = root.match(/<div class="fc-person[^"]*"/g) ?? [];
    expect(cards).toHaveLength(3);
    expect(root).toContain(
      '<span>Lê Văn &lt;Tổ&gt;</span><span class="fc-meta">Đời 1</span><span class="fc-meta">1850 – 1920</span>',
    );
    expect(root).toContain(
      '<span>Lê Văn Trưởng</span><span class="fc-meta">Đời 2</span><span class="fc-meta">Con trưởng</span>',
    );
    expect(root).toContain('aria-hidden="true">LT</span>');
    expect(root).toContain('color:#5c1a1a');
    expect(root).not.toContain('url(/x)');
    expect(root).toMatch(
      /<div class="fc-decor" style="left:0px;top:-90px;[^"]*font-size:28px;color:#8b0000[^"]*">Dòng họ Lê &lt;1850&gt;<\/div>/,
    );
    expect(root).not.toContain('background-color:red');
    // The line from the parents down to their son, and the one between husband and wife.
    expect(root).toMatch(
      /<svg width="1" height="1"><path d="M[\d.]+ [\d.]+V[\d.]+H[\d.]+V[\d.]+M[\d.]+ [\d.]+H[\d.]+"\/><\/svg>/,
    );

    // A shared person or kinship path opens elsewhere: the frame alone. So does a tree of another clan.
    for (const query of [
      `?id=${tree.id}&focus=${son.id}`,
      `?id=${tree.id}&from=${son.id}&to=${founder.id}`,
    ]) {
      const other = rootOf((await open(`/family-tree${query}`, clan.domain)).body);
      expect(other).toContain('class="fc-frame"');
      expect(other).not.toContain('fc-person');
    }
    expect(rootOf((await open(`/family-tree?id=${tree.id}`, clanA.domain)).body)).not.toContain('Lê Văn');

    // A change shows at once: the painted view is of the data version.
    await people.update(son, { name: 'Lê Văn Cả' });
    await vi.waitFor(async () => {
      expect(rootOf((await open('/family-tree', clan.domain)).body)).toContain('<span>Lê Văn Cả</span>');
    });
  });

  it('sends the page compressed to a browser that accepts it', async () => {
    const plain = await open('/', clanA.domain);
    const compressed = await t.app.inject({
      method: 'GET',
      url: withDomain('/', clanA.domain),
      headers: { 'sec-fetch-dest': 'document', 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('Accept-Encoding');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    // The same page, but for the time the data was read.
    const unpacked = brotliDecompressSync(compressed.rawPayload).toString('utf8');
    expect(unpacked.replace(/"readAt":\d+/, '')).toBe(plain.body.replace(/"readAt":\d+/, ''));
  });

  it('gives an anonymous visitor the painted page with the app on demand, a member the app at once', async () => {
    for (const path of ['/', '/blogs/gio-to-2025.html', '/campaigns/xay-nha-tho']) {
      const anonymous = await open(path, clanA.domain);
      expect(anonymous.body, path).not.toContain('<script type="module"');
      expect(anonymous.body, path).not.toContain('<link rel="modulepreload"');
      // The home page's own chunk comes with the app.
      const preload = path === '/' ? '/assets/react-abc.js /assets/HomePage-1.js' : '/assets/react-abc.js';
      expect(anonymous.body, path).toContain(
        `<script data-app="/assets/index-abc.js" data-preload="${preload}">${APP_LOADER}</script>`,
      );
      expect(rootOf(anonymous.body), path).toContain('<div id="fc-end"></div>');
      // The browser runs the loader: its hash is in the page's CSP.
      expect(String(anonymous.headers['content-security-policy'])).toContain(
        `script-src 'self' ${APP_LOADER_CSP_SOURCE}`,
      );
    }
    const member = await t.app.inject({
      method: 'GET',
      url: withDomain('/', clanA.domain),
      headers: { 'sec-fetch-dest': 'document', cookie: 'gp_auth_token=%7B%7D' },
    });
    expect(member.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(member.body).toContain('<link rel="modulepreload" crossorigin href="/assets/react-abc.js">');
    expect(member.body).not.toContain('data-app=');
    expect(rootOf(member.body)).toContain('Nhà thờ họ Nguyễn Đình');
    expect(member.body).toContain('<link rel="modulepreload" crossorigin href="/assets/HomePage-1.js">');
    // Nothing painted, or the tree page (its canvas needs the app): the app at once, and the page's chunks with it.
    for (const path of ['/contact', `/family-tree?id=${TREE_ID}`]) {
      expect((await open(path, clanA.domain)).body, path).toContain('<script type="module"');
    }
    const tree = (await open(`/family-tree?id=${TREE_ID}`, clanA.domain)).body;
    expect(tree).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/FamilyTreePage-2.js">\n    <link rel="modulepreload" crossorigin href="/assets/canvas-3.js">\n    <link rel="preload" as="style" crossorigin href="/assets/FamilyTreePage-2.css">',
    );
    expect(tree.indexOf('FamilyTreePage-2.js')).toBeLessThan(tree.indexOf('</head>'));
  });

  it('opens the phone menu without the app, with the site’s links', async () => {
    const root = rootOf((await open('/', clanA.domain)).body);
    // A new clan's menu: its seven default items, plain links, the page open now marked.
    expect(root).toContain(
      '<details class="fc-menu"><summary aria-label="Mở menu"><span class="fc-burger"></span></summary><nav><a href="/" class="fc-on" aria-current="page">Trang chủ</a><a href="/blogs">Tin tức</a><a href="/family-tree">Gia phả</a>',
    );
    // A post is under the news; the tree page is its own item, whatever its query.
    const post = rootOf((await open('/blogs/gio-to-2025.html', clanA.domain)).body);
    expect(post).toContain(
      '<a href="/">Trang chủ</a><a href="/blogs" class="fc-on" aria-current="page">Tin tức</a>',
    );
    const tree = rootOf((await open(`/family-tree?id=${TREE_ID}`, clanA.domain)).body);
    expect(tree).toContain('<a href="/family-tree" class="fc-on" aria-current="page">Gia phả</a>');
    expect(tree.match(/class="fc-on"/g)).toHaveLength(2); // the phone's menu and the wide screen's
  });

  it('paints the home page up to the first block it does not draw, and the default links without a menu', async () => {
    const clan = await registerClan(t.app, { clanName: 'Họ Lê' });
    const db = t.database.db;
    await db.delete(sections).where(eq(sections.clanId, clan.clanId));
    await db.delete(menuItems).where(eq(menuItems.clanId, clan.clanId));
    await db.insert(sections).values([
      { clanId: clan.clanId, type: 'hero', title: 'Nhà thờ họ Lê', position: 0 },
      {
        clanId: clan.clanId,
        type: 'richText',
        title: 'Lời ngỏ',
        content: '<p>Kính chào bà con.</p>',
        position: 1,
      },
      { clanId: clan.clanId, type: 'upcomingEvents', title: 'Sự kiện sắp tới', position: 2 },
      {
        clanId: clan.clanId,
        type: 'richText',
        title: 'Lược sử',
        content: '<p>Về làng năm 1700.</p>',
        position: 3,
      },
    ]);
    const root = rootOf((await open('/', clan.domain)).body);
    expect(root).toContain('<h1>Nhà thờ họ Lê</h1>');
    // The app draws the events block and what follows it, in their order.
    expect(root).toContain(
      '<h2>Lời ngỏ</h2><div class="fc-rich"><p>Kính chào bà con.</p></div></section></main><div id="fc-end">',
    );
    expect(root).not.toContain('Sự kiện sắp tới');
    expect(root).not.toContain('Lược sử');
    // No menu of its own: the default links, as the app's header shows them.
    expect(root).toContain(
      '<nav class="fc-nav"><a href="/" class="fc-on" aria-current="page">Trang chủ</a><a href="/blogs">Tin tức</a><a href="/family-tree">Gia phả</a><a href="/events">Sự kiện</a><a href="/albums">Album ảnh</a><a href="/campaigns">Đóng góp</a><a href="/contact">Liên hệ</a></nav>',
    );
  });

  it('leaves the other pages’ root empty', async () => {
    const response = await open('/contact', clanA.domain);
    expect(response.body).toContain('<div id="root"></div>');
    expect(firstData(response.body)).toBeUndefined();
  });
});
