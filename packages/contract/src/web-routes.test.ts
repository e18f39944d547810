import { describe, expect, it } from 'vitest';
import { defaultPublicTree } from './trees.ts';
import { isCurrentPath } from './web-routes.ts';

describe('isCurrentPath', () => {
  it('marks the page open now and the pages under it; the home page only itself', () => {
    expect(isCurrentPath('/blogs', '/blogs')).toBe(true);
    expect(isCurrentPath('/blogs', '/blogs/gio-to.html')).toBe(true);
    expect(isCurrentPath('/family-tree?id=abc', '/family-tree')).toBe(true);
    expect(isCurrentPath('/blog', '/blogs')).toBe(false);
    expect(isCurrentPath('/', '/')).toBe(true);
    expect(isCurrentPath('/', '/blogs')).toBe(false);
  });

  it('never marks another site’s address', () => {
    expect(isCurrentPath('https://example.org/blogs', '/blogs')).toBe(false);
    expect(isCurrentPath('//example.org/blogs', '/blogs')).toBe(false);
    expect(isCurrentPath('javascript:alert(1)', '/')).toBe(false);
  });
});

describe('defaultPublicTree', () => {
  it('opens the first whole tree, else the first tree, else none', () => {
    const branch = { _id: 'b', type: 'split' };
    const whole = { _id: 'w', type: 'original' };
    expect(defaultPublicTree([branch, whole])).toBe(whole);
    expect(defaultPublicTree([branch])).toBe(branch);
    expect(defaultPublicTree([])).toBeNull();
  });
});
