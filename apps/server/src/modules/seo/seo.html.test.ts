import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  escapeHtml,
  plainTextFromHtml,
  prepareShell,
  truncateText,
  withFirstContent,
} from './seo.html.ts';
import { compilePattern, matchPage, type PageResolver } from './seo.pages.ts';

describe('escapeHtml', () => {
  it('escapes every character that could leave an attribute or open a tag', () => {
    expect(escapeHtml(`"><script>alert('x')</script>&`)).toBe(
      '&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;',
    );
  });
});

describe('absoluteUrl', () => {
  it('puts site-relative addresses on the request’s origin and keeps absolute ones', () => {
    expect(absoluteUrl('/uploads/a.jpg', 'https://ho-le.giapha.vn')).toBe(
      'https://ho-le.giapha.vn/uploads/a.jpg',
    );
    expect(absoluteUrl('uploads/a.jpg', 'https://ho-le.giapha.vn')).toBe(
      'https://ho-le.giapha.vn/uploads/a.jpg',
    );
    expect(absoluteUrl('https://cdn.vn/a.jpg', 'http://x')).toBe('https://cdn.vn/a.jpg');
    expect(absoluteUrl('//cdn.vn/a.jpg', 'https://x')).toBe('https://cdn.vn/a.jpg');
  });

  it('makes no preview of other schemes or blanks', () => {
    expect(absoluteUrl('javascript:alert(1)', 'https://x')).toBeNull();
    expect(absoluteUrl('data:image/png;base64,AAAA', 'https://x')).toBeNull();
    expect(absoluteUrl('  ', 'https://x')).toBeNull();
  });
});

describe('plainTextFromHtml and truncateText', () => {
  it('reads rich text as one line of words, entities decoded', () => {
    expect(
      plainTextFromHtml(
        '<h2>Lời&nbsp;ngỏ</h2><p>Con <em>cháu</em> &amp; họ&#32;hàng</p><ul><li>Một</li></ul>',
      ),
    ).toBe('Lời ngỏ Con cháu & họ hàng Một');
  });

  it('cuts at a word boundary with an ellipsis', () => {
    expect(truncateText('một hai ba bốn năm', 12)).toBe('một hai ba…');
    expect(truncateText('ngắn', 12)).toBe('ngắn');
  });
});

describe('prepareShell', () => {
  it('drops the template’s title, description and preview tags and splits where the title was', () => {
    const html =
      '<html><head><meta charset="UTF-8" />\n<meta name="description" content="x" />\n<meta property="og:title" content="y" />\n<title>Cũ</title>\n<script src="/a.js"></script></head><body></body></html>';
    const shell = prepareShell(html);
    expect(shell.plain).toBe(html);
    expect(`${shell.before}[TAGS]${shell.after}`).toBe(
      '<html><head><meta charset="UTF-8" />\n[TAGS]\n<script src="/a.js"></script></head><body></body></html>',
    );
  });

  it('inserts before </head> when the template has no title', () => {
    const shell = prepareShell('<html><head><meta charset="UTF-8" /></head><body></body></html>');
    expect(`${shell.before}[TAGS]${shell.after}`).toBe(
      '<html><head><meta charset="UTF-8" />[TAGS]</head><body></body></html>',
    );
  });
});

describe('page patterns', () => {
  const resolve: PageResolver = async () => null;
  const entries = ['/', '/blogs', '/blogs/:slug.html'].map((pattern) => ({
    regex: compilePattern(pattern),
    resolve,
    pattern,
  }));

  it('matches literal paths (a trailing slash too) and reads decoded parameters', () => {
    expect(matchPage(entries, '/')?.params).toEqual({});
    expect(matchPage(entries, '/blogs/')?.params).toEqual({});
    expect(matchPage(entries, '/blogs/gio-to.html')?.params).toEqual({ slug: 'gio-to' });
    expect(matchPage(entries, '/blogs/gi%E1%BB%97.html')?.params).toEqual({ slug: 'giỗ' });
  });

  it('matches nothing else, nor a malformed escape', () => {
    expect(matchPage(entries, '/blogs/a/b.html')).toBeUndefined();
    expect(matchPage(entries, '/blogsx')).toBeUndefined();
    expect(matchPage(entries, '/blogs/%E0%A4%A.html')).toBeUndefined();
  });
});

describe('withFirstContent', () => {
  const after = `
    <script type="module" crossorigin src="/assets/index-a.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>`;

  it('puts the content in #root and the data just after it', () => {
    const data = '<script type="application/json" id="first-data">{}</script>';
    expect(withFirstContent(after, { body: '<h1>Họ Lê</h1>', data })).toContain(
      `<div id="root"><h1>Họ Lê</h1></div>${data}`,
    );
    expect(withFirstContent(after, { body: '', data })).toContain(`<div id="root"></div>${data}`);
    // A shell without an empty #root is left as it is.
    expect(withFirstContent('<body><div id="app"></div></body>', { body: '<h1>x</h1>', data })).toBe(
      '<body><div id="app"></div></body>',
    );
  });
});
