import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize-html.ts';

const CLAN = '0b6f1b8e-6d1c-4a57-9d55-2f5a6f0d8c11';
const OTHER_CLAN = '7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const FILE = '5d0c9a0e-1b2c-4d3e-8f4a-5b6c7d8e9f00';

describe('sanitizeRichText', () => {
  it('keeps what the editor makes: headings, lists, links, images, quotes', () => {
    const html =
      '<h2>Giỗ Tổ</h2><p>Con cháu <strong>về</strong> <em>đông đủ</em>.</p><ul><li>Một</li></ul>' +
      '<ol><li>Hai</li></ol><blockquote><p>Uống nước nhớ nguồn</p></blockquote>' +
      '<p><a href="https://example.vn/tin">Tin</a> <a href="/blogs">Tin tức</a></p>' +
      `<img src="/uploads/${CLAN}/${FILE}.webp" alt="Nhà thờ họ" />` +
      '<img src="https://anh.example.vn/dinh-lang.jpg" alt="Đình làng" />';
    expect(sanitizeRichText(html, CLAN)).toBe(html);
  });

  it('removes scripts and event handlers', () => {
    expect(sanitizeRichText('<p>a</p><script>alert(1)</script>', CLAN)).toBe('<p>a</p>');
    expect(sanitizeRichText(`<img src=/uploads/${CLAN}/${FILE}.webp onerror=alert(1)>`, CLAN)).toBe(
      `<img src="/uploads/${CLAN}/${FILE}.webp" />`,
    );
    expect(sanitizeRichText('<svg onload=alert(1)><circle r="1"/></svg><p>b</p>', CLAN)).toBe('<p>b</p>');
    expect(sanitizeRichText('<p onclick="alert(1)" onmouseover="x()">c</p>', CLAN)).toBe('<p>c</p>');
    expect(sanitizeRichText('<iframe src="https://evil.example"></iframe><p>d</p>', CLAN)).toBe('<p>d</p>');
    expect(sanitizeRichText('<body onload=alert(1)><p>e</p>', CLAN)).toBe('<p>e</p>');
  });

  it('removes javascript:, data: and protocol-relative URLs', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>', CLAN)).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="  JaVaScRiPt:alert(1)">x</a>', CLAN)).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="jav&#x09;ascript:alert(1)">x</a>', CLAN)).toBe('<a>x</a>');
    expect(sanitizeRichText('<img src="data:image/svg+xml;base64,PHN2Zz4=">', CLAN)).toBe('');
    expect(sanitizeRichText('<a href="//evil.example/x">x</a>', CLAN)).toBe('<a>x</a>');
  });

  it('removes style attributes and style elements (CSS expressions)', () => {
    expect(sanitizeRichText('<p style="width: expression(alert(1))">f</p>', CLAN)).toBe('<p>f</p>');
    expect(sanitizeRichText('<style>p{background:url(javascript:alert(1))}</style><p>g</p>', CLAN)).toBe(
      '<p>g</p>',
    );
  });

  it('makes new-tab links safe and drops other targets', () => {
    expect(sanitizeRichText('<a href="https://a.vn" target="_blank">a</a>', CLAN)).toBe(
      '<a href="https://a.vn" target="_blank" rel="noopener noreferrer">a</a>',
    );
    expect(sanitizeRichText('<a href="https://a.vn" target="top" rel="opener">a</a>', CLAN)).toBe(
      '<a href="https://a.vn" rel="opener">a</a>',
    );
  });

  it('turns a title heading into the highest heading a post may have', () => {
    expect(sanitizeRichText('<h1>Tiêu đề</h1>', CLAN)).toBe('<h2>Tiêu đề</h2>');
  });

  it('drops images that are not the clan’s own uploads or https URLs', () => {
    const foreign = `/uploads/${OTHER_CLAN}/${FILE}.webp`;
    expect(sanitizeRichText(`<p>a</p><img src="${foreign}" alt="x"><p>b</p>`, CLAN)).toBe('<p>a</p><p>b</p>');
    expect(sanitizeRichText(`<img src="${foreign.replace('.webp', '-thumb.webp')}">`, CLAN)).toBe('');
    // The same upload by a full URL to this server, upper-case, or a path that walks out of the folder.
    expect(sanitizeRichText(`<img src="https://ho-le.giapha.vn${foreign}">`, CLAN)).toBe('');
    expect(sanitizeRichText(`<img src="${foreign.toUpperCase()}">`, CLAN)).toBe('');
    expect(sanitizeRichText(`<img src="/uploads/${CLAN}/../${OTHER_CLAN}/${FILE}.webp">`, CLAN)).toBe('');
    // Not an upload: other paths of the site, http: (never loaded by the page's CSP).
    expect(sanitizeRichText('<img src="/uploads/anh.jpg">', CLAN)).toBe('');
    expect(sanitizeRichText('<img src="http://anh.example.vn/a.jpg">', CLAN)).toBe('');
    // Links are not images: a link to a page stays.
    expect(sanitizeRichText('<a href="/blogs">Tin</a>', CLAN)).toBe('<a href="/blogs">Tin</a>');
  });
});
