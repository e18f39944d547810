import type { Branch } from '@giapha/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClanFixture, registerClan } from '../../../test/clans.ts';
import { createAs, withDomain } from '../../../test/requests.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { createShellApp, expectNotFoundPage, metaContent, titleOf } from '../../../test/web-shell.ts';

let t: TestApp;
let clan: ClanFixture;

beforeAll(async () => {
  t = await createShellApp({ BASE_DOMAIN: 'giapha.vn' });
  clan = await registerClan(t.app, { clanName: 'Họ Đỗ' });
});

afterAll(async () => {
  await t?.close();
});

async function branchOnTree(isPublic: boolean, name: string): Promise<Branch> {
  const tree = await createAs<{ _id: string }>(t.app, clan, '/api/tree', { name: `Cây ${name}`, isPublic });
  const made = await createAs<{ person: { id: string } }>(t.app, clan, '/api/tree/create-person-family', {
    treeId: tree._id,
    personData: { name, sex: 'male' },
  });
  return createAs<Branch>(t.app, clan, '/api/branch', {
    treeId: tree._id,
    rootPersonId: made.person.id,
    description: 'Ngành trưởng ở Nam Định.',
  });
}

describe('the server-rendered page /branch/{id}', () => {
  it('names a branch of a public tree; a private tree’s branch is a 404 page', async () => {
    const branch = await branchOnTree(true, 'Đỗ Văn Cả');
    const response = await t.app.inject({
      method: 'GET',
      url: withDomain(`/branch/${branch._id}`, clan.domain),
    });
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toBe('Chi Đỗ Văn Cả · Họ Đỗ');
    expect(metaContent(response.body, 'og:description')).toBe(
      'Chi Đỗ Văn Cả, Cây Đỗ Văn Cả — con cháu cụ Đỗ Văn Cả, gia phả Họ Đỗ. Ngành trưởng ở Nam Định.',
    );
    expect(metaContent(response.body, 'og:url')).toBe(
      `https://${clan.domain}.giapha.vn/branch/${branch._id}`,
    );

    const hidden = await branchOnTree(false, 'Đỗ Văn Kín');
    const missing = await t.app.inject({
      method: 'GET',
      url: withDomain(`/branch/${hidden._id}`, clan.domain),
    });
    expectNotFoundPage(missing, 'Họ Đỗ');
  });
});
