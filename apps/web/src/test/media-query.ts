import { vi } from 'vitest';

/** What `window.matchMedia(query)` answers: happy-dom has none, and Mantine reads it. */
export function fakeMediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  };
}

/** Until the test's mocks are restored, a media query matches when `matches(query)` says so. */
export function matchMediaWith(matches: (query: string) => boolean): void {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    fakeMediaQueryList(query, matches(query)),
  );
}
