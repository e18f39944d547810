import type { MyKinship, MyPerson, PersonRecord } from '@giapha/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session.ts';
import { demoSetting, stubApi } from '../../../test/api-stub.ts';
import { clearStubsAndToasts } from '../../../test/list-pages.tsx';
import { ok, renderPublicRoutes } from '../../../test/public-pages.tsx';
import { sampleSession } from '../../../test/sessions.ts';
import { PersonRecordPage } from './PersonRecordPage.tsx';

afterEach(() => {
  clearStubsAndToasts();
  sessionStore.clear();
});

const PAGE = [{ path: '/persons/:id', element: <PersonRecordPage /> }];
const ID = 'c0ffee00-0000-4000-8000-000000000003';
const ME = 'c0ffee00-0000-4000-8000-000000000009';
const FATHER = 'c0ffee00-0000-4000-8000-000000000008';

const record: PersonRecord = {
  id: ID,
  name: 'Nguyễn Văn Ba',
  surname: null,
  nameHanNom: null,
  sex: 'male',
  generation: 2,
  ordinalNumber: 3,
  otherNames: { tenHuy: null, tenTu: null, hieu: null, thuyHieu: null, phapDanh: null },
  avatar: null,
  biography: '',
  deceased: true,
  birth: null,
  death: null,
  birthPlace: null,
  deathPlace: null,
  burialPlace: null,
  trees: [],
  lineage: [],
  parents: [],
  spouses: [],
  children: [],
  timeline: [],
  graves: [],
  evidence: [],
};

const me = { id: ME, name: 'Nguyễn Văn Tư', generation: 3, ordinalNumber: 1, sex: 'male' as const };

function kinship(
  overrides: Partial<MyKinship['answer']> = {},
  region: MyKinship['region'] = 'north',
): MyKinship {
  return {
    linked: true,
    region,
    answer: {
      kind: 'found',
      term: 'chú',
      reciprocal: 'cháu',
      address: null,
      description: 'em trai bố bạn',
      message: null,
      persons: [ME, FATHER, ID],
      path: [
        { rel: 'parent', sex: 'M' },
        { rel: 'sibling', sex: 'M', birth_order: 'younger' },
      ],
      ...overrides,
    },
    names: { [ME]: 'Nguyễn Văn Tư', [FATHER]: 'Nguyễn Văn Hai', [ID]: 'Nguyễn Văn Ba' },
    treeId: 'tree-1',
  };
}

/** GET /api/me/person as the server answers it. */
function myPersonAnswer(fields: Partial<MyPerson> = {}) {
  return ok({ person: null, claim: null, kinshipRegion: null, clanKinshipRegion: 'north', ...fields });
}

function stubPage(handlers: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    '/api/public/setting': () => demoSetting,
    [`/api/public/person/${ID}`]: () => ok(record),
    ...handlers,
  });
}

describe('PersonRecordPage: xưng hô with the signed-in member', () => {
  it('tells a linked member how they and this person call each other, with the path', async () => {
    sessionStore.signIn(sampleSession({ role: 'user' }));
    stubPage({
      '/api/me/person': () => myPersonAnswer({ person: me, kinshipRegion: 'north' }),
      [`/api/me/kinship/${ID}`]: () => ok(kinship()),
    });
    renderPublicRoutes(PAGE, `/persons/${ID}`);
    const card = await screen.findByRole('region', { name: 'Xưng hô với bạn' });
    await waitFor(() => expect(within(card).getByText(/Bạn gọi ông ấy là/)).toBeTruthy());
    expect(within(card).getByText('chú')).toBeTruthy();
    expect(within(card).getByText(/Ông ấy gọi bạn là/)).toBeTruthy();
    expect(within(card).getByText('cháu')).toBeTruthy();
    expect(within(card).getByText('Ông ấy là em trai bố bạn.')).toBeTruthy();
    expect(within(card).getByText('Cách gọi miền Bắc')).toBeTruthy();
    const chain = within(card).getByLabelText('Đường quan hệ');
    expect(chain.textContent).toBe('Nguyễn Văn Tư→Nguyễn Văn Hai→Nguyễn Văn Ba');
    const onTree = within(card).getByRole('link', { name: 'Xem đường quan hệ trên cây' });
    expect(onTree.getAttribute('href')).toBe(`/family-tree?id=tree-1&from=${ME}&to=${ID}`);
  });

  it('says "Đây là bạn." on the member’s own page', async () => {
    sessionStore.signIn(sampleSession({ role: 'user' }));
    stubPage({
      '/api/me/person': () => myPersonAnswer({ person: { ...me, id: ID } }),
      [`/api/me/kinship/${ID}`]: () =>
        ok(
          kinship({ kind: 'self', term: null, reciprocal: null, description: null, persons: [ID], path: [] }),
        ),
    });
    renderPublicRoutes(PAGE, `/persons/${ID}`);
    const card = await screen.findByRole('region', { name: 'Xưng hô với bạn' });
    expect(await within(card).findByText('Đây là bạn.')).toBeTruthy();
  });

  it('shows the server’s reason when the answer fails, with a retry', async () => {
    sessionStore.signIn(sampleSession({ role: 'user' }));
    stubPage({
      '/api/me/person': () => myPersonAnswer({ person: me }),
      [`/api/me/kinship/${ID}`]: () => ({ status: 500, body: { success: false, message: 'Lỗi máy chủ' } }),
    });
    renderPublicRoutes(PAGE, `/persons/${ID}`);
    expect(await screen.findByText('Không thể tính cách xưng hô với bạn')).toBeTruthy();
    expect(screen.getByText('Lỗi máy chủ')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeTruthy();
  });

  it('points a member not linked yet to the settings, and asks nothing more', async () => {
    sessionStore.signIn(sampleSession({ role: 'user' }));
    const calls = stubPage({ '/api/me/person': () => myPersonAnswer() });
    renderPublicRoutes(PAGE, `/persons/${ID}`);
    const link = await screen.findByRole('link', { name: 'Cho biết bạn là ai trong gia phả' });
    expect(link.getAttribute('href')).toBe('/settings');
    expect(screen.queryByRole('region', { name: 'Xưng hô với bạn' })).toBeNull();
    expect(calls.some((call) => call.path.startsWith('/api/me/kinship'))).toBe(false);
  });

  it('shows a visitor nothing of it and asks nothing about them', async () => {
    const calls = stubPage();
    renderPublicRoutes(PAGE, `/persons/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nguyễn Văn Ba' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Xưng hô với bạn' })).toBeNull();
    expect(screen.queryByText('Cho biết bạn là ai trong gia phả')).toBeNull();
    expect(calls.some((call) => call.path.startsWith('/api/me/'))).toBe(false);
  });
});
