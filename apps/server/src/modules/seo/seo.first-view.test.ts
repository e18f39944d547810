import type { PublicSetting, Section, SectionType } from '@giapha/contract';
import { describe, expect, it } from 'vitest';
import { renderFirstView } from './seo.first-view.ts';

const SETTING: PublicSetting = {
  clanId: 'c1',
  domain: 'ho-tran',
  siteName: 'Họ Trần',
  slogan: null,
  description: null,
  logo: null,
  favicon: null,
  banner: null,
  primaryColor: '#8a1c1c',
  contact: { address: null, phone: null, email: null, mapUrl: null },
  social: { facebook: null, youtube: null, zalo: null, tiktok: null },
  footerText: null,
  dateFormat: 'dd/mm/yy',
  kinshipRegion: 'north',
};

function section(type: SectionType, position: number, fields: Partial<Section> = {}): Section {
  return {
    id: `s${position}`,
    type,
    title: null,
    subtitle: null,
    content: null,
    imageUrl: null,
    linkLabel: null,
    linkUrl: null,
    itemLimit: 3,
    categoryId: null,
    treeId: null,
    visible: true,
    position,
    version: 1,
    updatedAt: '2026-11-28T00:00:00.000Z',
    ...fields,
  };
}

describe('the painted home page', () => {
  it('ends at the first block the server does not draw, so nothing after it shows out of order', () => {
    const { html } = renderFirstView(SETTING, [], {
      kind: 'home',
      sections: [
        section('hero', 0, { title: 'Nhà thờ họ Trần' }),
        section('richText', 1, { title: 'Lời ngỏ', content: '<p>Kính chào bà con.</p>' }),
        section('upcomingEvents', 2, { title: 'Sự kiện sắp tới' }),
        section('richText', 3, { title: 'Lược sử', content: '<p>Họ Trần về làng năm 1700.</p>' }),
      ],
      posts: [],
    });
    expect(html).toContain('<h1>Nhà thờ họ Trần</h1>');
    expect(html).toContain(
      '<h2>Lời ngỏ</h2><div class="fc-rich"><p>Kính chào bà con.</p></div></section></main><div id="fc-end">',
    );
    expect(html).not.toContain('Sự kiện sắp tới');
    expect(html).not.toContain('Lược sử');
  });

  it('has a burger that opens nothing when the clan has no menu', () => {
    const { html } = renderFirstView(SETTING, [], { kind: 'home', sections: [], posts: [] });
    expect(html).not.toContain('<details');
    expect(html).toContain('<span class="fc-menu fc-menu-empty" aria-hidden="true">');
  });
});
