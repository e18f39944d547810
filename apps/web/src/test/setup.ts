import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { fakeMediaQueryList } from './media-query.ts';

// findBy…/waitFor give up after 5 s, not 1: pages are lazy chunks whose first import, on a CI machine
// running two test files at once, can take longer than a second. A found element returns at once.
configure({ asyncUtilTimeout: 5_000 });

// Mantine reads these browser APIs that happy-dom leaves out.
if (!window.matchMedia) {
  window.matchMedia = (query: string) => fakeMediaQueryList(query, false);
}

// happy-dom has no `document.fonts`, which Mantine's autosizing Textarea listens to.
if (document.fonts === undefined) {
  Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
}

afterEach(() => {
  cleanup();
});
