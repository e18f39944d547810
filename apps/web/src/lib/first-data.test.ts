import { publicSettingResponse } from '@giapha/contract';
import { QueryClient, queryOptions } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { demoSetting } from '../test/api-stub.ts';
import { FIRST_DATA_ELEMENT_ID, type FirstDataQueries, readFirstData, seedFirstData } from './first-data.ts';
import { currentDomain } from './tenant.ts';

const SETTING = publicSettingResponse.parse(demoSetting.body).data;

function documentWith(text: string): Document {
  const doc = document.implementation.createHTMLDocument('');
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_DATA_ELEMENT_ID;
  script.textContent = text;
  doc.body.append(script);
  return doc;
}

const never = () => Promise.reject(new Error('not fetched in this test'));
/** Queries shaped as the features make them. */
const QUERIES = {
  setting: (domain: string) =>
    queryOptions({ queryKey: ['setting', domain], queryFn: never, staleTime: 60_000 }),
  menus: (domain: string) => queryOptions({ queryKey: ['menus', domain], queryFn: never }),
  sections: (domain: string) => queryOptions({ queryKey: ['sections', domain], queryFn: never }),
  blogs: (domain: string, params: object) =>
    queryOptions({ queryKey: ['blogs', domain, params], queryFn: never }),
  post: (domain: string, slug: string) => queryOptions({ queryKey: ['post', domain, slug], queryFn: never }),
  campaign: (domain: string, slug: string) =>
    queryOptions({ queryKey: ['campaign', domain, slug], queryFn: never }),
  campaignQr: (domain: string, id: string, amount: null) =>
    queryOptions({ queryKey: ['qr', domain, id, amount], queryFn: never }),
  trees: (domain: string, params: object) =>
    queryOptions({ queryKey: ['trees', domain, params], queryFn: never }),
} satisfies FirstDataQueries;

describe('readFirstData', () => {
  it('reads the answers the server wrote, `<` escaped, for this clan only', () => {
    const data = {
      domain: currentDomain(),
      readAt: 1_000,
      setting: { success: true, data: { ...SETTING, siteName: 'Họ <Nguyễn>' } },
      menus: { success: true, data: [], total: 0 },
    };
    const text = JSON.stringify(data).replace(/</g, '\\u003c');
    expect(readFirstData(documentWith(text))?.setting.data.siteName).toBe('Họ <Nguyễn>');
    expect(readFirstData(documentWith(JSON.stringify({ ...data, domain: 'ho-khac' })))).toBeNull();
  });

  it('refuses what is not an answer of the API (and a broken script)', () => {
    const data = { domain: currentDomain(), readAt: 1, setting: { success: true, data: {} }, menus: {} };
    expect(readFirstData(documentWith(JSON.stringify(data)))).toBeNull();
    expect(readFirstData(documentWith('{'))).toBeNull();
    expect(readFirstData(document.implementation.createHTMLDocument(''))).toBeNull();
  });
});

describe('seedFirstData', () => {
  it('counts freshness from when the server read the answers, never from the future', () => {
    const client = new QueryClient();
    const base = { success: true as const };
    seedFirstData(client, QUERIES, {
      domain: 'demo',
      readAt: Date.now() - 120_000,
      setting: { ...base, data: SETTING },
      menus: { ...base, data: [], total: 0 },
    });
    const setting = client.getQueryState(QUERIES.setting('demo').queryKey);
    expect(setting?.dataUpdatedAt).toBeLessThanOrEqual(Date.now() - 120_000);
    // Older than its staleTime: the hook fetches it again.
    expect(
      client
        .getQueryCache()
        .find({ queryKey: ['setting', 'demo'] })
        ?.isStaleByTime(60_000),
    ).toBe(true);

    const later = new QueryClient();
    seedFirstData(later, QUERIES, {
      domain: 'demo',
      readAt: Date.now() + 3_600_000,
      setting: { ...base, data: SETTING },
      menus: { ...base, data: [], total: 0 },
    });
    expect(later.getQueryState(['setting', 'demo'])?.dataUpdatedAt).toBeLessThanOrEqual(Date.now());
  });

  it('seeds the tree page’s list of trees under the query it asks with', () => {
    const client = new QueryClient();
    const base = { success: true as const };
    const query = { limit: 100, offset: 0 };
    seedFirstData(client, QUERIES, {
      domain: 'demo',
      readAt: Date.now(),
      setting: { ...base, data: SETTING },
      menus: { ...base, data: [], total: 0 },
      trees: { query, response: { ...base, data: [], total: 0 } },
    });
    expect(client.getQueryData(['trees', 'demo', query])).toEqual({ trees: [], total: 0 });
  });

  it('seeds the donate panel’s code without an amount, as the panel first asks for it', () => {
    const client = new QueryClient();
    const base = { success: true as const };
    const code = {
      qr: 'data:image/png;base64,AAAA',
      svg: '<svg></svg>',
      payload: '000201',
      amount: null,
      transferNote: 'GP2026ABCDE',
      bankAccount: {
        bankBin: '970436',
        bankShortName: 'Vietcombank',
        bankName: 'Ngân hàng TMCP Ngoại thương Việt Nam',
        accountNumber: '0123456789',
        accountHolder: 'NGUYEN VAN AN',
        branch: null,
      },
    };
    seedFirstData(client, QUERIES, {
      domain: 'demo',
      readAt: Date.now(),
      setting: { ...base, data: SETTING },
      menus: { ...base, data: [], total: 0 },
      campaignQr: { id: 'c1', response: { ...base, data: code } },
    });
    expect(client.getQueryData(['qr', 'demo', 'c1', null])).toEqual(code);
  });
});

describe('the server’s paint', () => {
  it('gives back one painted element as the server sent it, the one the caller asks for', async () => {
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML =
      '<main><div class="fc-view" data-tree-id="a"><b>Cụ A</b></div><div class="fc-view" data-tree-id="b"><i>Cụ B</i></div></main>';
    document.body.append(root);
    try {
      // The paint is taken when the module loads, before React replaces it.
      vi.resetModules();
      const { serverPaintedPart } = await import('./first-data.ts');
      root.innerHTML = '';
      expect(serverPaintedPart('.fc-view', (view) => view.getAttribute('data-tree-id') === 'b')).toBe(
        '<div class="fc-view" data-tree-id="b"><i>Cụ B</i></div>',
      );
      expect(serverPaintedPart('.fc-view', () => false)).toBeNull();
    } finally {
      root.remove();
    }
  });
});
