import { afterAll, beforeAll } from 'vitest';

const SIZE_PROPS = ['clientWidth', 'offsetWidth', 'clientHeight', 'offsetHeight'] as const;

/**
 * happy-dom computes no layout: every element measures 0 × 0, and React Flow (its pane, d3-zoom's
 * extent, onlyRenderVisibleElements) and the tree canvas' culling read those sizes. Called at the top of
 * a test file, this makes every element of that file measure as a `width` × `height` screen (1000 × 700
 * unless told), so the canvas sees a real viewport; the real getters come back after the file's tests.
 */
export function measureElementsAsScreen(screen = { width: 1000, height: 700 }): void {
  const saved = new Map<string, PropertyDescriptor | undefined>();
  beforeAll(() => {
    for (const prop of SIZE_PROPS) {
      saved.set(prop, Object.getOwnPropertyDescriptor(HTMLElement.prototype, prop));
      Object.defineProperty(HTMLElement.prototype, prop, {
        configurable: true,
        get: () => (prop.endsWith('Width') ? screen.width : screen.height),
      });
    }
  });
  afterAll(() => {
    for (const prop of SIZE_PROPS) {
      const descriptor = saved.get(prop);
      if (descriptor) Object.defineProperty(HTMLElement.prototype, prop, descriptor);
      else Reflect.deleteProperty(HTMLElement.prototype, prop);
    }
  });
}
