// A stand-in for the built web app (index.html and a few files) for the tests of the server-rendered
// pages, so none of them depends on a `vite build`; and the readers of what those pages put in <head>.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { blogs } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export const WEB_SHELL_HTML = `<!doctype html>
<html lang="vi">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="Nền tảng gia phả cho mọi dòng họ" />
    <link rel="icon" href="/favicon.ico" sizes="any" />
    <title>Gia phả dòng họ</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-abc.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

export interface WebShell {
  /** The folder to pass as WEB_DIST. */
  dir: string;
  remove(): Promise<void>;
}

/** A fresh WEB_DIST folder with index.html, assets/index-abc.js and `files` (relative path → content). */
export async function makeWebShell(files: Readonly<Record<string, string>> = {}): Promise<WebShell> {
  const dir = await mkdtemp(path.join(tmpdir(), 'giapha-web-shell-'));
  const all = { 'index.html': WEB_SHELL_HTML, 'assets/index-abc.js': 'console.log(1)', ...files };
  for (const [name, content] of Object.entries(all)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), content);
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** The app serving a fresh web shell (with `files`) as WEB_DIST; its close() removes the shell too. */
export async function createShellApp(
  env: Record<string, string> = {},
  files: Readonly<Record<string, string>> = {},
): Promise<TestApp> {
  const shell = await makeWebShell(files);
  try {
    const t = await createTestApp({ WEB_DIST: shell.dir, ...env });
    return {
      ...t,
      close: async () => {
        await t.close();
        await shell.remove();
      },
    };
  } catch (error) {
    await shell.remove();
    throw error;
  }
}

/** The content of `<meta name|property="{key}">`. */
export function metaContent(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html)?.[1];
}

export function titleOf(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}

export function canonicalOf(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]*)" \/>/.exec(html)?.[1];
}

/** The addresses a sitemap lists, in order. */
export function sitemapLocs(xml: string): (string | undefined)[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
}

/** `url` is listed in the sitemap with its time of last change. */
export function expectSitemapLastmod(xml: string, url: string) {
  expect(xml).toMatch(new RegExp(`<loc>${url}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z</lastmod>`));
}

/** The site's "not found" page, kept out of search engines (`label` names the case in a failure). */
export function expectNotFoundPage(response: LightMyRequestResponse, siteName: string, label?: string) {
  expect(response.statusCode, label).toBe(404);
  expect(titleOf(response.body)).toBe(`Không tìm thấy trang · ${siteName}`);
  expect(metaContent(response.body, 'robots')).toBe('noindex');
}

/** A post published a minute ago (`values` override: a draft, another date, a cover…). */
export async function insertPublishedPost(
  t: TestApp,
  clanId: string,
  values: Partial<typeof blogs.$inferInsert> & { slug: string; title: string },
): Promise<void> {
  await t.database.db.insert(blogs).values({
    clanId,
    status: 'published',
    publishedAt: new Date(Date.now() - 60_000),
    content: '<p>Nội dung</p>',
    ...values,
  });
}
