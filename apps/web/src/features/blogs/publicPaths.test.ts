import { describe, expect, it } from 'vitest';
import { blogPath, categoryPath, slugFromParam } from './publicPaths.ts';

describe('public blog paths', () => {
  it('strips the .html of the route segment', () => {
    expect(slugFromParam('le-gio-to.html')).toBe('le-gio-to');
    expect(slugFromParam('le-gio-to')).toBe('le-gio-to');
    expect(slugFromParam(undefined)).toBe('');
  });

  it('builds the addresses of a post and of a category', () => {
    expect(blogPath('le-gio-to')).toBe('/blogs/le-gio-to.html');
    expect(categoryPath('tin-dong-ho')).toBe('/blogs?category=tin-dong-ho');
  });
});
