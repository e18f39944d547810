// Stored-XSS payloads and the checks that tell a page rendered them as text, not as markup.
import { expect, type Page } from '@playwright/test';

declare global {
  interface Window {
    /** Set to 1 by any payload that runs; 0 from before the page's first script. */
    __xss?: number;
    /** Content-Security-Policy violations the page reported: markup that reached the DOM and was blocked. */
    __cspViolations?: string[];
  }
}

/** Each one sets `window.__xss` if it ever runs. */
export const PAYLOADS = {
  script: '<script>window.__xss=1</script>',
  img: '<img src=x onerror="window.__xss=1">',
  svg: '<svg onload="window.__xss=1">',
  anchor: '<a href="javascript:window.__xss=1">x</a>',
  breakout: '"><script>window.__xss=1</script>',
  iframe: '<iframe srcdoc="<script>parent.__xss=1</script>">',
  mxss: '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  broken: '<div><b>unclosed',
  template: "{{constructor.constructor('window.__xss=1')()}}",
  jsUrl: 'javascript:window.__xss=1',
} as const;

export const ALL_PAYLOADS: readonly string[] = Object.values(PAYLOADS);

/** Rich text holding every payload, one per paragraph and bare, as a pasted document would. */
export const RICH_PAYLOAD = [
  ...ALL_PAYLOADS.map((payload) => `<p>${payload}</p>`),
  ...ALL_PAYLOADS,
  `<p><a href="${PAYLOADS.jsUrl}">liên kết</a> <img src="x" onerror="window.__xss=1"></p>`,
].join('\n');

/**
 * Before any script of the page: the trap (`window.__xss = 0`) and a listener for CSP reports. Call
 * once per page, before the first navigation.
 */
export async function installXssTrap(page: Page): Promise<{ dialogs: string[] }> {
  await page.addInitScript(() => {
    window.__xss = 0;
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sample} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  return { dialogs };
}

/**
 * Elements in the page that only a payload parsed as markup could have made: inline scripts that
 * name the trap, inline event handlers, `javascript:` links, srcdoc frames, MathML. (The rich text's
 * `<img src="x">` may stay, without its handler: the sanitizer keeps images.)
 */
export async function injectedMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const snippet = (element: Element) => element.outerHTML.slice(0, 160);
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        const name = attribute.name.toLowerCase();
        const value = attribute.value.trim().toLowerCase();
        if (name.startsWith('on')) found.push(`handler ${name}: ${snippet(element)}`);
        if (
          (name === 'href' || name === 'src' || name === 'action' || name === 'xlink:href') &&
          value.startsWith('javascript:')
        ) {
          found.push(`javascript: URL: ${snippet(element)}`);
        }
        if (name === 'srcdoc') found.push(`srcdoc: ${snippet(element)}`);
      }
      const tag = element.tagName.toLowerCase();
      const text = element.textContent ?? '';
      if (tag === 'script' && element.getAttribute('type') === 'application/json') {
        // The server's first-data block holds stored text as data (never run); it may carry a payload as
        // long as nothing in it can end the element.
        if (text.includes('<')) found.push(`data block that can end its script: ${snippet(element)}`);
      } else if (tag === 'script' && !element.hasAttribute('src') && text.includes('__xss')) {
        found.push(`inline script: ${snippet(element)}`);
      }
      if (tag === 'mglyph' || tag === 'math') found.push(`MathML: ${snippet(element)}`);
    }
    return found;
  });
}

/** The page has settled and nothing of the corpus ran, opened a dialog, or reached the DOM as markup. */
export async function expectNothingRan(
  page: Page,
  where: string,
  dialogs: string[],
  errors: string[],
): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  const state = await page.evaluate(() => ({ xss: window.__xss, csp: window.__cspViolations ?? [] }));
  expect(state.xss, `a payload ran on ${where}`).toBe(0);
  expect(dialogs, `a dialog opened on ${where}`).toEqual([]);
  expect(state.csp, `the browser blocked injected markup on ${where}`).toEqual([]);
  expect(await injectedMarkup(page), `payload markup in the DOM of ${where}`).toEqual([]);
  expect(
    errors.filter((e) => /Content Security Policy|Refused to|script-src/i.test(e)),
    `CSP errors on ${where}`,
  ).toEqual([]);
}
