import sanitizeHtml from 'sanitize-html';
import { isOwnImageSource } from './image-sources.ts';

/**
 * What the editor may produce (headings, lists, links, images, quotes, tables) and nothing that runs:
 * no scripts, no event handlers, no style attributes, no `javascript:`/`data:` URLs. Links opening a new
 * tab get `rel="noopener noreferrer"`. Images are the clan's own uploads or https URLs (see
 * `sanitizeRichText`).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'mark',
    'sub',
    'sup',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'hr',
    'code',
    'pre',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  // Headings the editor does not offer (h1 is the page's title) become the nearest it does.
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => {
      const next = { ...attribs };
      if (next.target === '_blank') next.rel = 'noopener noreferrer';
      else delete next.target;
      return { tagName, attribs: next };
    },
  },
  // An image whose address was removed shows nothing but a broken icon.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  // Text inside these is dropped with the tag, not kept as text.
  nonTextTags: ['script', 'style', 'textarea', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math'],
};

/**
 * The HTML as it is stored for `clanId`: only the editor's markup, and only images the clan may show —
 * its own uploads or https URLs; an `<img>` of another clan's upload (or any other address) is dropped.
 */
export function sanitizeRichText(html: string, clanId: string): string {
  return sanitizeHtml(html, {
    ...OPTIONS,
    transformTags: {
      ...OPTIONS.transformTags,
      img: (tagName, attribs) => {
        const next = { ...attribs };
        if (!next.src || !isOwnImageSource(clanId, next.src)) delete next.src;
        return { tagName, attribs: next };
      },
    },
  }).trim();
}
