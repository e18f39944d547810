import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize-html.ts';

describe('sanitizeRichText', () => {
  it('keeps what the editor makes: headings, lists, links, images, quotes', () => {
    const html =
      '<h2>Giỗ Tổ</h2><p>Con cháu <strong>về</strong> <em>đông đủ</em>.</p><ul><li>Một</li></ul>' +
      '<ol><li>Hai</li></ol><blockquote><p>Uống nước nhớ nguồn</p></blockquote>' +
      '<p><a href="https://example.vn/tin">Tin</a> <a href="/blogs">Tin tức</a></p>' +
      '<img src="/uploads/anh.jpg" alt="Nhà thờ họ" />';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts and event handlers', () => {
    expect(sanitizeRichText('<p>a</p><script>alert(1)</script>')).toBe('<p>a</p>');
    expect(sanitizeRichText('<img src=x onerror=alert(1)>')).toBe('<img src="x" />');
    expect(sanitizeRichText('<svg onload=alert(1)><circle r="1"/></svg><p>b</p>')).toBe('<p>b</p>');
    expect(sanitizeRichText('<p onclick="alert(1)" onmouseover="x()">c</p>')).toBe('<p>c</p>');
    expect(sanitizeRichText('<iframe src="https://evil.example"></iframe><p>d</p>')).toBe('<p>d</p>');
    expect(sanitizeRichText('<body onload=alert(1)><p>e</p>')).toBe('<p>e</p>');
  });

  it('removes javascript:, data: and protocol-relative URLs', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="  JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="jav&#x09;ascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('');
    expect(sanitizeRichText('<a href="//evil.example/x">x</a>')).toBe('<a>x</a>');
  });

  it('removes style attributes and style elements (CSS expressions)', () => {
    expect(sanitizeRichText('<p style="width: expression(alert(1))">f</p>')).toBe('<p>f</p>');
    expect(sanitizeRichText('<style>p{background:url(javascript:alert(1))}</style><p>g</p>')).toBe(
      '<p>g</p>',
    );
  });

  it('makes new-tab links safe and drops other targets', () => {
    expect(sanitizeRichText('<a href="https://a.vn" target="_blank">a</a>')).toBe(
      '<a href="https://a.vn" target="_blank" rel="noopener noreferrer">a</a>',
    );
    expect(sanitizeRichText('<a href="https://a.vn" target="top" rel="opener">a</a>')).toBe(
      '<a href="https://a.vn" rel="opener">a</a>',
    );
  });

  it('turns a title heading into the highest heading a post may have', () => {
    expect(sanitizeRichText('<h1>Tiêu đề</h1>')).toBe('<h2>Tiêu đề</h2>');
  });
});
