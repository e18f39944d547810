import {
  type CreateDonationBody,
  type Donation,
  donationListResponse,
  donationResponse,
  type HonourRollEntry,
  honourRollResponse,
  LEDGER_GRANT_HEADER,
  type PublicDonation,
  publicDonationListResponse,
} from '@giapha/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ClanFixture, useClanSuite } from '../../../test/clans.ts';
import { json, MISSING_ID, NOT_FOUND } from '../../../test/requests.ts';
import {
  expectRejectsBadBody,
  expectSharedRouteChecks,
  idCheck,
  type SharedRouteCheck,
  writeCheck,
} from '../../../test/route-checks.ts';
import { auditRepo } from '../audit/audit.repo.ts';
import { donationsRepo } from './donations.repo.ts';
import { caller, insertCampaign, ledger, type TestCampaign } from './ledger.testing.ts';

const t = useClanSuite('thuquy');
let call: ReturnType<typeof caller>;

const LOCKED = { success: false, message: 'Sổ công đức của chiến dịch này cần mã để xem' };

beforeAll(async () => {
  call = caller(t);
});

async function addDonation(c: ClanFixture, payload: CreateDonationBody): Promise<Donation> {
  const response = await call(c, c.token, 'POST', '/api/campaignTransaction', payload);
  expect(response.statusCode, response.body).toBe(201);
  const body = json<{ data: Donation; message: string }>(response);
  expect(donationResponse.parse(body)).toEqual(body);
  expect(body.message).toBe('Đã thêm khoản đóng góp');
  return body.data;
}

/** A transfer the bank reported, written as the webhook writes it. */
async function bankDonation(
  c: ClanFixture,
  fields: { campaignId: string | null; amount: number; reference: string; donorName?: string; note?: string },
) {
  return donationsRepo(t.database.db, c.clanId).insert({
    campaignId: fields.campaignId,
    donorName: fields.donorName ?? null,
    anonymous: false,
    amount: fields.amount,
    note: fields.note ?? null,
    paidAt: new Date('2024-03-01T02:00:00Z'),
    source: 'bank',
    bankReference: fields.reference,
    createdBy: null,
  });
}

async function publicLedger(c: ClanFixture, query: string, headers: Record<string, string> = {}) {
  return call(c, undefined, 'GET', `/api/public/campaignTransactions${query}`, undefined, headers);
}

async function publicLedgerOk(c: ClanFixture, query: string, headers: Record<string, string> = {}) {
  const response = await publicLedger(c, query, headers);
  expect(response.statusCode, response.body).toBe(200);
  const body = json<{ data: PublicDonation[]; total: number; totalAmount: number }>(response);
  // Exactly the contract's shape: no reference, no source, no donor behind "Nhà hảo tâm".
  expect(publicDonationListResponse.parse(body)).toEqual(body);
  return body;
}

describe('shared checks for every ledger route', () => {
  it('need a signed-in member of this clan (admins to write), reject bad input, and hide other clans’ rows', async () => {
    const campaign = await insertCampaign(t, t.clan);
    const donation = await addDonation(t.clan, {
      campaignId: campaign.id,
      donorName: 'Nguyễn Văn Đích',
      amount: 100_000,
      paidAt: '2024-01-15T10:00:00+07:00',
    });
    const paidAt = '2024-01-15T10:00:00+07:00';
    const routes: SharedRouteCheck[] = [
      {
        route: { method: 'GET', url: `/api/campaignTransactions?campaignId=${campaign.id}` },
        bad: [{ method: 'GET', url: '/api/campaignTransactions?unassigned=yes' }, 'unassigned'],
      },
      {
        route: { method: 'GET', url: `/api/campaignTransactions/export?campaignId=${campaign.id}` },
        bad: [{ method: 'GET', url: '/api/campaignTransactions/export?campaignId=abc' }, 'campaignId'],
      },
      // Naming another clan's campaign is a bad campaign (400), tested below.
      writeCheck('POST', '/api/campaignTransaction', { campaignId: campaign.id, amount: 1000, paidAt }, [
        { campaignId: campaign.id, amount: 0, paidAt },
        'amount',
      ]),
      writeCheck('PUT', `/api/campaignTransaction?id=${donation.id}`, { note: 'Đổi' }, [
        { paidAt: 'hôm qua' },
        'paidAt',
      ]),
      idCheck('DELETE', (id) => `/api/campaignTransaction/${id}`, donation.id, 'forbidden'),
      writeCheck(
        'POST',
        '/api/campaignTransactions/import',
        {
          campaignId: campaign.id,
          mapping: { paidAt: 0, amount: 1, note: null, reference: null, donorName: null },
          rows: [['15/01/2024', '1.000']],
        },
        [{ campaignId: campaign.id, mapping: { paidAt: 0 }, rows: [['x']] }, 'mapping.amount'],
      ),
      // Its bad input (no file, a wrong file) is tested with the import.
      { route: { method: 'POST', url: '/api/campaignTransactions/import/preview' }, member: 'forbidden' },
    ];
    await expectSharedRouteChecks(t, routes, ({ route }) =>
      [campaign.id, donation.id].some((id) => route.url.includes(id)),
    );
    // Another clan's admin naming this clan's campaign: no such campaign for them.
    for (const url of ['/api/campaignTransaction', '/api/campaignTransactions/import']) {
      const payload =
        url === '/api/campaignTransaction'
          ? { campaignId: campaign.id, amount: 1000, paidAt: '2024-01-15T10:00:00+07:00' }
          : {
              campaignId: campaign.id,
              mapping: { paidAt: 0, amount: 1, note: null, reference: null, donorName: null },
              rows: [['15/01/2024', '1.000']],
            };
      const response = await call(t.other, t.other.token, 'POST', url, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(json(response)).toEqual({
        success: false,
        message: 'Vui lòng chọn chiến dịch',
        errors: [{ field: 'campaignId', message: 'Vui lòng chọn chiến dịch' }],
      });
    }
    // Nothing above changed the donation or wrote any other.
    const rows = await ledger(t, t.clan, `?campaignId=${campaign.id}`);
    expect(rows.data.map((d) => [d.id, d.note, d.version])).toEqual([[donation.id, null, 1]]);
    expect((await ledger(t, t.other, '')).total).toBe(0);
  });

  it('public routes need no sign-in, reject bad input and know only the asking clan’s campaigns', async () => {
    const campaign = await insertCampaign(t, t.clan);
    expect((await publicLedger(t.clan, `?campaignId=${campaign.id}`)).statusCode).toBe(200);
    for (const url of ['/api/public/campaignTransactions', '/api/public/campaignHonourRoll']) {
      const foreign = await call(t.other, undefined, 'GET', `${url}?campaignId=${campaign.id}`);
      expect(foreign.statusCode).toBe(404);
      expect(json(foreign)).toEqual(NOT_FOUND);
      await expectRejectsBadBody(t.app, { method: 'GET', url }, t.clan.domain, undefined, 'campaignId');
      await expectRejectsBadBody(
        t.app,
        { method: 'GET', url: `${url}?campaignId=${campaign.id}&limit=101` },
        t.clan.domain,
        undefined,
        'limit',
      );
      const unknownClan = await t.app.inject({
        method: 'GET',
        url: `${url}?campaignId=${campaign.id}&domain=khong-co-ho-nay`,
      });
      expect(unknownClan.statusCode).toBe(404);
    }
  });
});

describe('GET /api/campaignTransactions', () => {
  let campaign: TestCampaign;
  let second: TestCampaign;

  beforeAll(async () => {
    campaign = await insertCampaign(t, t.clan, { title: 'Quỹ tu bổ mộ tổ' });
    second = await insertCampaign(t, t.clan);
    await addDonation(t.clan, {
      campaignId: campaign.id,
      donorName: 'Nguyễn Văn Ân',
      amount: 500_000,
      note: 'Kính cúng tu bổ mộ',
      paidAt: '2024-02-01T08:00:00+07:00',
    });
    await addDonation(t.clan, {
      campaignId: campaign.id,
      donorName: 'Trần Thị Đào',
      amount: 1_200_000,
      note: 'Con cháu chi Hai',
      paidAt: '2024-02-03T08:00:00+07:00',
    });
    await addDonation(t.clan, {
      campaignId: campaign.id,
      amount: 300_000,
      anonymous: true,
      paidAt: '2024-02-02T08:00:00+07:00',
    });
    await addDonation(t.clan, { campaignId: second.id, amount: 50_000, paidAt: '2024-02-04T08:00:00+07:00' });
  });

  it('pages newest first with the count and the sum of every matching donation', async () => {
    const page = await ledger(t, t.clan, `?campaignId=${campaign.id}&limit=2`);
    expect(donationListResponse.parse(page)).toEqual(page);
    expect(page.total).toBe(3);
    expect(page.totalAmount).toBe(2_000_000);
    expect(page.data.map((d) => d.amount)).toEqual([1_200_000, 300_000]);
    expect(page.data[0]).toMatchObject({
      campaignId: campaign.id,
      campaignTitle: 'Quỹ tu bổ mộ tổ',
      donorName: 'Trần Thị Đào',
      displayName: 'Trần Thị Đào',
      source: 'manual',
      paidAt: '2024-02-03T01:00:00.000Z',
      version: 1,
    });
    expect(page.data[1]).toMatchObject({ anonymous: true, displayName: 'Nhà hảo tâm', donorName: null });

    const last = await ledger(t, t.clan, `?campaignId=${campaign.id}&limit=2&offset=2`);
    expect(last.data.map((d) => d.amount)).toEqual([500_000]);
    expect([last.total, last.totalAmount]).toEqual([3, 2_000_000]);
    // Past the end: no rows, the same totals.
    const past = await ledger(t, t.clan, `?campaignId=${campaign.id}&offset=50`);
    expect([past.data.length, past.total, past.totalAmount]).toEqual([0, 3, 2_000_000]);
  });

  it('searches donor names and notes in any spelling, with or without diacritics', async () => {
    for (const search of ['nguyen van an', 'NGUYỄN VĂN ÂN', 'tu bo mo', 'tran thi dao', 'chi hai']) {
      const found = await ledger(
        t,
        t.clan,
        `?campaignId=${campaign.id}&search=${encodeURIComponent(search)}`,
      );
      expect(found.total, search).toBe(1);
    }
    const totals = await ledger(t, t.clan, `?campaignId=${campaign.id}&search=dao`);
    expect([totals.total, totals.totalAmount]).toEqual([1, 1_200_000]);
    // A wildcard typed by the user is a literal character.
    expect((await ledger(t, t.clan, `?campaignId=${campaign.id}&search=%25`)).total).toBe(0);
  });

  it('without a campaign lists the whole clan; unassigned=true only the transfers waiting for one', async () => {
    const waiting = await bankDonation(t.clan, {
      campaignId: null,
      amount: 70_000,
      reference: 'FT-LIST-1',
      note: 'ung ho',
    });
    const all = await ledger(t, t.clan, '?limit=100');
    expect(all.data.map((d) => d.id)).toContain(waiting.id);
    const unassigned = await ledger(t, t.clan, '?unassigned=true');
    expect(unassigned.data.map((d) => d.id)).toEqual([waiting.id]);
    expect(unassigned.data[0]).toMatchObject({ campaignId: null, campaignTitle: null, source: 'bank' });
    expect(unassigned.totalAmount).toBe(70_000);
    // The member reads it too.
    const asMember = await call(t.clan, t.member.token, 'GET', '/api/campaignTransactions?unassigned=true');
    expect(asMember.statusCode).toBe(200);
  });

  it('an unknown campaign is 404', async () => {
    const response = await call(
      t.clan,
      t.clan.token,
      'GET',
      `/api/campaignTransactions?campaignId=${MISSING_ID}`,
    );
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ success: false, message: 'Không tìm thấy chiến dịch' });
  });
});

describe('public ledger and honour roll', () => {
  it('show a public campaign’s donations; anonymous ones as "Nhà hảo tâm" without their note', async () => {
    const campaign = await insertCampaign(t, t.clan);
    await addDonation(t.clan, {
      campaignId: campaign.id,
      donorName: 'Lê Văn Bình',
      amount: 200_000,
      note: 'Kính cúng',
      bankReference: 'FT-PUB-1',
      paidAt: '2024-03-01T09:00:00+07:00',
    });
    await addDonation(t.clan, {
      campaignId: campaign.id,
      donorName: 'Phạm Văn Kín',
      anonymous: true,
      amount: 5_000_000,
      note: 'PHAM VAN KIN chuyen khoan',
      paidAt: '2024-03-02T09:00:00+07:00',
    });
    const body = await publicLedgerOk(t.clan, `?campaignId=${campaign.id}`);
    expect([body.total, body.totalAmount]).toEqual([2, 5_200_000]);
    expect(body.data).toEqual([
      {
        id: expect.any(String),
        donorName: 'Nhà hảo tâm',
        amount: 5_000_000,
        note: null,
        paidAt: '2024-03-02T02:00:00.000Z',
      },
      {
        id: expect.any(String),
        donorName: 'Lê Văn Bình',
        amount: 200_000,
        note: 'Kính cúng',
        paidAt: '2024-03-01T02:00:00.000Z',
      },
    ]);
    // The anonymous donor cannot be found by their name or note; "nhà hảo tâm" finds them.
    for (const search of ['pham van kin', 'chuyen khoan']) {
      expect(
        (await publicLedgerOk(t.clan, `?campaignId=${campaign.id}&search=${encodeURIComponent(search)}`))
          .total,
      ).toBe(0);
    }
    const anonymous = await publicLedgerOk(t.clan, `?campaignId=${campaign.id}&search=nha%20hao%20tam`);
    expect(anonymous.data.map((d) => d.amount)).toEqual([5_000_000]);
    const named = await publicLedgerOk(t.clan, `?campaignId=${campaign.id}&search=le%20van%20binh`);
    expect([named.total, named.totalAmount]).toEqual([1, 200_000]);
  });

  it('a draft or unknown campaign is Not Found', async () => {
    const draft = await insertCampaign(t, t.clan, { status: 'draft' });
    for (const id of [draft.id, MISSING_ID]) {
      for (const url of ['/api/public/campaignTransactions', '/api/public/campaignHonourRoll']) {
        const response = await call(t.clan, undefined, 'GET', `${url}?campaignId=${id}`);
        expect(response.statusCode).toBe(404);
        expect(json(response)).toEqual(NOT_FOUND);
      }
    }
    // A closed campaign's ledger stays readable.
    const closed = await insertCampaign(t, t.clan, { status: 'closed' });
    expect((await publicLedger(t.clan, `?campaignId=${closed.id}`)).statusCode).toBe(200);
  });

  it('a ledger behind a code needs a grant for that very campaign: 403 (not 401) without one', async () => {
    const locked = await insertCampaign(t, t.clan, { ledgerPrivacy: 'code' });
    const elsewhere = await insertCampaign(t, t.clan, { ledgerPrivacy: 'code' });
    await addDonation(t.clan, {
      campaignId: locked.id,
      donorName: 'Đỗ Văn Cẩn',
      amount: 400_000,
      paidAt: '2024-03-05T09:00:00+07:00',
    });
    const { grant } = await t.app.ledgerGrants.sign(t.clan.clanId, locked.id);
    const { grant: otherCampaignGrant } = await t.app.ledgerGrants.sign(t.clan.clanId, elsewhere.id);
    const { grant: otherClanGrant } = await t.app.ledgerGrants.sign(t.other.clanId, locked.id);
    const { grant: expired } = await t.app.ledgerGrants.sign(
      t.clan.clanId,
      locked.id,
      new Date('2020-01-01'),
    );
    for (const url of ['/api/public/campaignTransactions', '/api/public/campaignHonourRoll']) {
      const attempts: Record<string, string>[] = [
        {},
        { [LEDGER_GRANT_HEADER]: 'khong-phai-grant' },
        { [LEDGER_GRANT_HEADER]: otherCampaignGrant },
        { [LEDGER_GRANT_HEADER]: otherClanGrant },
        { [LEDGER_GRANT_HEADER]: expired },
        // A member's access token is no grant.
        { [LEDGER_GRANT_HEADER]: t.clan.token },
      ];
      for (const headers of attempts) {
        const response = await call(
          t.clan,
          undefined,
          'GET',
          `${url}?campaignId=${locked.id}`,
          undefined,
          headers,
        );
        expect(response.statusCode).toBe(403);
        expect(json(response)).toEqual(LOCKED);
      }
      const open = await call(t.clan, undefined, 'GET', `${url}?campaignId=${locked.id}`, undefined, {
        [LEDGER_GRANT_HEADER]: grant,
      });
      expect(open.statusCode, open.body).toBe(200);
      expect(json<{ total: number }>(open).total).toBe(1);
    }
  });

  it('the honour roll adds up each named donor however the name was spelled, largest first', async () => {
    const campaign = await insertCampaign(t, t.clan);
    const give = (donorName: string | undefined, amount: number, day: number, anonymous = false) =>
      addDonation(t.clan, {
        campaignId: campaign.id,
        ...(donorName === undefined ? {} : { donorName }),
        anonymous,
        amount,
        paidAt: `2024-04-${String(day).padStart(2, '0')}T09:00:00+07:00`,
      });
    await give('NGUYEN VAN AN', 300_000, 1);
    await give('Nguyễn Văn An', 200_000, 5);
    await give('Trần  Thị Bích', 400_000, 2);
    await give('Lê Văn Cường', 100_000, 3);
    await give('Hoàng Văn Giấu', 9_000_000, 4, true);
    await give(undefined, 8_000_000, 6);
    const response = await call(
      t.clan,
      undefined,
      'GET',
      `/api/public/campaignHonourRoll?campaignId=${campaign.id}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = json<{ data: HonourRollEntry[]; total: number }>(response);
    expect(honourRollResponse.parse(body)).toEqual(body);
    expect(body).toEqual({
      success: true,
      total: 3,
      data: [
        // The most recent spelling is shown.
        { donorName: 'Nguyễn Văn An', totalAmount: 500_000, donationCount: 2 },
        { donorName: 'Trần  Thị Bích', totalAmount: 400_000, donationCount: 1 },
        { donorName: 'Lê Văn Cường', totalAmount: 100_000, donationCount: 1 },
      ],
    });
    const page = await call(
      t.clan,
      undefined,
      'GET',
      `/api/public/campaignHonourRoll?campaignId=${campaign.id}&limit=1&offset=1`,
    );
    expect(json<{ data: HonourRollEntry[]; total: number }>(page)).toMatchObject({
      total: 3,
      data: [{ donorName: 'Trần  Thị Bích' }],
    });
    const past = await call(
      t.clan,
      undefined,
      'GET',
      `/api/public/campaignHonourRoll?campaignId=${campaign.id}&offset=10`,
    );
    expect(json(past)).toEqual({ success: true, data: [], total: 3 });
  });
});

describe('manual entries', () => {
  it('POST stores the donation with its audit entry; an unknown campaign is a field error', async () => {
    const campaign = await insertCampaign(t, t.clan);
    const donation = await addDonation(t.clan, {
      campaignId: campaign.id,
      donorName: '  Nguyễn Thị Hoa ',
      amount: 2_000_000,
      note: 'Tiền mặt tại lễ Giỗ Tổ',
      paidAt: '2024-04-10T09:30:00+07:00',
    });
    expect(donation).toMatchObject({
      campaignId: campaign.id,
      campaignTitle: campaign.title,
      donorName: 'Nguyễn Thị Hoa',
      anonymous: false,
      source: 'manual',
      bankReference: null,
      paidAt: '2024-04-10T02:30:00.000Z',
    });
    const audit = await auditRepo(t.database.db, t.clan.clanId).list(20);
    expect(audit.find((a) => a.targetId === donation.id)).toMatchObject({
      action: 'donation.create',
      actorId: t.clan.adminId,
      detail: { amount: 2_000_000, campaignId: campaign.id, source: 'manual' },
    });
    const unknown = await call(t.clan, t.clan.token, 'POST', '/api/campaignTransaction', {
      campaignId: MISSING_ID,
      amount: 1000,
      paidAt: '2024-04-10T09:30:00+07:00',
    });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).errors).toEqual([{ field: 'campaignId', message: 'Vui lòng chọn chiến dịch' }]);
    const bad = await call(t.clan, t.clan.token, 'POST', '/api/campaignTransaction', {
      campaignId: campaign.id,
      amount: 1.5,
      paidAt: '10/04/2024',
    });
    expect(json(bad).errors).toEqual([
      { field: 'amount', message: 'Số tiền phải là số nguyên dương (đồng)' },
      { field: 'paidAt', message: 'Thời gian chuyển khoản không hợp lệ' },
    ]);
  });

  it('a bank reference counts once per clan: a second use is 409 with the field named', async () => {
    const campaign = await insertCampaign(t, t.clan);
    const first = await addDonation(t.clan, {
      campaignId: campaign.id,
      amount: 100_000,
      bankReference: 'FT-ONCE-1',
      paidAt: '2024-04-10T09:30:00+07:00',
    });
    const taken = {
      success: false,
      message: 'Mã giao dịch này đã có trong sổ công đức',
      errors: [{ field: 'bankReference', message: 'Mã giao dịch này đã có trong sổ công đức' }],
    };
    const again = await call(t.clan, t.clan.token, 'POST', '/api/campaignTransaction', {
      campaignId: campaign.id,
      amount: 100_000,
      bankReference: 'FT-ONCE-1',
      paidAt: '2024-04-10T09:30:00+07:00',
    });
    expect(again.statusCode).toBe(409);
    expect(json(again)).toEqual(taken);
    const second = await addDonation(t.clan, {
      campaignId: campaign.id,
      amount: 100_000,
      paidAt: '2024-04-10T09:30:00+07:00',
    });
    const renamed = await call(t.clan, t.clan.token, 'PUT', `/api/campaignTransaction?id=${second.id}`, {
      bankReference: 'FT-ONCE-1',
    });
    expect(renamed.statusCode).toBe(409);
    expect(json(renamed)).toEqual(taken);
    // Another clan has its own references.
    const otherCampaign = await insertCampaign(t, t.other);
    await addDonation(t.other, {
      campaignId: otherCampaign.id,
      amount: 100_000,
      bankReference: 'FT-ONCE-1',
      paidAt: '2024-04-10T09:30:00+07:00',
    });
    expect((await ledger(t, t.clan, `?campaignId=${campaign.id}`)).total).toBe(2);
    expect(first.bankReference).toBe('FT-ONCE-1');
  });

  it('PUT changes a manual entry at its version, audits before and after, and 409s a stale version', async () => {
    const campaign = await insertCampaign(t, t.clan);
    const moved = await insertCampaign(t, t.clan, { title: 'Quỹ khuyến học' });
    const donation = await addDonation(t.clan, {
      campaignId: campaign.id,
      donorName: 'Vũ Văn Sửa',
      amount: 100_000,
      paidAt: '2024-04-10T09:30:00+07:00',
    });
    const response = await call(t.clan, t.clan.token, 'PUT', `/api/campaignTransaction?id=${donation.id}`, {
      amount: 150_000,
      campaignId: moved.id,
      note: 'Sửa số tiền',
      version: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toMatchObject({
      message: 'Đã cập nhật khoản đóng góp',
      data: {
        amount: 150_000,
        campaignId: moved.id,
        campaignTitle: 'Quỹ khuyến học',
        note: 'Sửa số tiền',
        version: 2,
      },
    });
    const audit = await auditRepo(t.database.db, t.clan.clanId).list(20);
    expect(audit.find((a) => a.targetId === donation.id && a.action === 'donation.update')?.detail).toEqual({
      changes: [
        { field: 'campaignId', from: campaign.id, to: moved.id },
        { field: 'amount', from: 100_000, to: 150_000 },
        { field: 'note', from: null, to: 'Sửa số tiền' },
      ],
    });
    const stale = await call(t.clan, t.clan.token, 'PUT', `/api/campaignTransaction?id=${donation.id}`, {
      amount: 1,
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(json(stale).message).toBe(
      'Dữ liệu đã được người khác thay đổi, vui lòng tải lại trang rồi thử lại',
    );
    const missing = await call(t.clan, t.clan.token, 'PUT', `/api/campaignTransaction?id=${MISSING_ID}`, {
      note: 'x',
    });
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toBe('Không tìm thấy khoản đóng góp');
    const unknownCampaign = await call(
      t.clan,
      t.clan.token,
      'PUT',
      `/api/campaignTransaction?id=${donation.id}`,
      {
        campaignId: MISSING_ID,
      },
    );
    expect(unknownCampaign.statusCode).toBe(400);
    expect(json(unknownCampaign).errors).toEqual([
      { field: 'campaignId', message: 'Vui lòng chọn chiến dịch' },
    ]);
  });

  it('a transfer from the bank keeps its amount, time and reference; campaign, name, flag and note change', async () => {
    const campaign = await insertCampaign(t, t.clan);
    const row = await bankDonation(t.clan, {
      campaignId: null,
      amount: 250_000,
      reference: 'FT-LOCK-1',
      donorName: 'NGUYEN VAN BAO',
      note: 'ung ho ho',
    });
    for (const [payload, fields] of [
      [{ amount: 1 }, ['amount']],
      [{ paidAt: '2024-01-01T00:00:00+07:00', bankReference: 'KHAC' }, ['paidAt', 'bankReference']],
    ] as const) {
      const response = await call(
        t.clan,
        t.clan.token,
        'PUT',
        `/api/campaignTransaction?id=${row.id}`,
        payload,
      );
      expect(response.statusCode).toBe(400);
      const message = 'Số tiền, thời gian và mã giao dịch của khoản nhận qua ngân hàng không thể sửa';
      expect(json(response)).toEqual({
        success: false,
        message,
        errors: fields.map((field) => ({ field, message })),
      });
    }
    // The same values sent back (a form sends every field) are no change.
    const assigned = await call(t.clan, t.clan.token, 'PUT', `/api/campaignTransaction?id=${row.id}`, {
      campaignId: campaign.id,
      amount: 250_000,
      paidAt: '2024-03-01T09:00:00+07:00',
      bankReference: 'FT-LOCK-1',
      donorName: 'Nguyễn Văn Bảo',
      anonymous: true,
      note: 'Ủng hộ họ',
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(json<{ data: Donation }>(assigned).data).toMatchObject({
      campaignId: campaign.id,
      donorName: 'Nguyễn Văn Bảo',
      anonymous: true,
      displayName: 'Nhà hảo tâm',
      amount: 250_000,
      source: 'bank',
      version: 2,
    });
    const counted = await ledger(t, t.clan, `?campaignId=${campaign.id}`);
    expect(counted.totalAmount).toBe(250_000);
    expect((await ledger(t, t.clan, '?unassigned=true')).data.map((d) => d.id)).not.toContain(row.id);
  });

  it('DELETE removes a manual entry only; what the bank reported stays', async () => {
    const campaign = await insertCampaign(t, t.clan);
    const manual = await addDonation(t.clan, {
      campaignId: campaign.id,
      donorName: 'Nhập nhầm',
      amount: 10_000,
      paidAt: '2024-04-10T09:30:00+07:00',
    });
    const fromBank = await bankDonation(t.clan, {
      campaignId: campaign.id,
      amount: 20_000,
      reference: 'FT-DEL-1',
    });
    const refused = await call(t.clan, t.clan.token, 'DELETE', `/api/campaignTransaction/${fromBank.id}`);
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toEqual({ success: false, message: 'Chỉ xóa được khoản đóng góp nhập tay' });
    const deleted = await call(t.clan, t.clan.token, 'DELETE', `/api/campaignTransaction/${manual.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(json(deleted)).toEqual({ success: true, message: 'Đã xóa khoản đóng góp' });
    expect((await ledger(t, t.clan, `?campaignId=${campaign.id}`)).data.map((d) => d.id)).toEqual([
      fromBank.id,
    ]);
    const again = await call(t.clan, t.clan.token, 'DELETE', `/api/campaignTransaction/${manual.id}`);
    expect(again.statusCode).toBe(404);
    const audit = await auditRepo(t.database.db, t.clan.clanId).list(50);
    expect(
      audit.find((a) => a.targetId === manual.id && a.action === 'donation.delete')?.detail,
    ).toMatchObject({
      donorName: 'Nhập nhầm',
      amount: 10_000,
    });
  });
});

describe('GET /api/campaignTransactions/export', () => {
  it('is a UTF-8 CSV with a BOM, Vietnamese headings, Vietnam times and formulas defused', async () => {
    const campaign = await insertCampaign(t, t.clan, { slug: 'gio-to-2024' });
    await addDonation(t.clan, {
      campaignId: campaign.id,
      donorName: 'Nguyễn Văn An',
      amount: 1_234_567,
      note: 'Kính cúng, con cháu "chi Hai"',
      bankReference: 'FT24001',
      paidAt: '2024-01-15T10:05:00+07:00',
    });
    await addDonation(t.clan, {
      campaignId: campaign.id,
      donorName: '=HYPERLINK("http://x")',
      amount: 500_000,
      note: '+84912345678',
      paidAt: '2024-01-16T23:30:00+07:00',
    });
    await addDonation(t.clan, {
      campaignId: campaign.id,
      donorName: 'Người Kín',
      anonymous: true,
      amount: 100_000,
      paidAt: '2024-01-17T00:10:00+07:00',
    });
    await bankDonation(t.clan, {
      campaignId: campaign.id,
      amount: 300_000,
      reference: 'FT24002',
      note: 'QUYHO',
    });
    await bankDonation(t.clan, { campaignId: null, amount: 999, reference: 'FT24003' });

    const response = await call(
      t.clan,
      t.member.token,
      'GET',
      `/api/campaignTransactions/export?campaignId=${campaign.id}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="so-cong-duc-gio-to-2024.csv"',
    );
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = response.rawPayload.subarray(3).toString('utf8');
    expect(text.split('\r\n')).toEqual([
      'Thời gian,Người đóng góp,Số tiền,Nội dung,Nguồn,Mã giao dịch',
      '01/03/2024 09:00,Nhà hảo tâm,300000,QUYHO,Ngân hàng báo,FT24002',
      '17/01/2024 00:10,Người Kín (ẩn danh),100000,,Nhập tay,',
      `16/01/2024 23:30,"'=HYPERLINK(""http://x"")",500000,'+84912345678,Nhập tay,`,
      '15/01/2024 10:05,Nguyễn Văn An,1234567,"Kính cúng, con cháu ""chi Hai""",Nhập tay,FT24001',
      '',
    ]);
    const unknown = await call(
      t.clan,
      t.clan.token,
      'GET',
      `/api/campaignTransactions/export?campaignId=${MISSING_ID}`,
    );
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toEqual({ success: false, message: 'Không tìm thấy chiến dịch' });
  });
});
