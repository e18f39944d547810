import {
  type BankAccount,
  type Campaign,
  type CampaignListItem,
  campaignListResponse,
  campaignResponse,
  MESSAGES,
  type PublicCampaign,
  type PublicCampaignListItem,
  publicCampaignListResponse,
  publicCampaignResponse,
} from '@giapha/contract';
import { vietnamToday } from '@giapha/genealogy';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAuditEntry } from '../../../test/audit-entries.ts';
import { type ClanFixture, registerClan, useClanSuite } from '../../../test/clans.ts';
import {
  createAs,
  expectCreated,
  expectOk,
  json,
  MISSING_ID,
  NOT_FOUND,
  readAs,
  updateAs,
} from '../../../test/requests.ts';
import {
  expectPublicListChecks,
  expectSharedRouteChecks,
  idCheck,
  listCheck,
  writeCheck,
} from '../../../test/route-checks.ts';
import { campaigns, donations } from '../../db/schema/index.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { auditRepo } from '../audit/audit.repo.ts';

const t = useClanSuite();
let account: BankAccount;

const CAMPAIGN_NOT_FOUND = { success: false, message: 'Không tìm thấy chiến dịch' };

beforeAll(async () => {
  account = await createAccount(t.clan, {
    bankBin: '970436',
    accountNumber: '0011001234567',
    accountHolder: 'A',
  });
});

const { call } = t;

function createAccount(c: ClanFixture, payload: object): Promise<BankAccount> {
  return createAs<BankAccount>(t.app, c, '/api/bank', payload);
}

async function createCampaign(c: ClanFixture, payload: object): Promise<Campaign> {
  const response = await call(c, c.token, 'POST', '/api/campaign', payload);
  expect(response.statusCode, response.body).toBe(201);
  const body = json<{ data: Campaign }>(response);
  expect(campaignResponse.parse(body)).toEqual(body);
  return body.data;
}

function updateCampaign(c: ClanFixture, id: string, payload: object): Promise<Campaign> {
  return updateAs<Campaign>(t.app, c, `/api/campaign?id=${id}`, payload);
}

function adminGet(c: ClanFixture, id: string): Promise<Campaign> {
  return readAs<Campaign>(t.app, c, `/api/campaign?id=${id}`);
}

async function adminList(c: ClanFixture, query = '') {
  const response = await call(c, c.token, 'GET', `/api/campaigns${query}`);
  expect(response.statusCode, response.body).toBe(200);
  const body = json<{ data: CampaignListItem[]; total: number }>(response);
  expect(campaignListResponse.parse(body)).toEqual(body);
  return body;
}

async function publicList(c: ClanFixture, query = '') {
  const response = await call(c, undefined, 'GET', `/api/public/campaigns${query}`);
  expect(response.statusCode, response.body).toBe(200);
  // Exactly the contract's shape: nothing an admin sees leaks to visitors.
  const body = json<{ data: PublicCampaignListItem[]; total: number }>(response);
  expect(publicCampaignListResponse.parse(body)).toEqual(body);
  return body;
}

function publicGet(c: ClanFixture, slug: string) {
  return call(c, undefined, 'GET', `/api/public/campaign/${encodeURIComponent(slug)}`);
}

/** Donations written straight into the ledger (the ledger's own routes are another module's). */
async function donate(c: ClanFixture, campaignId: string | null, amounts: number[]) {
  await t.database.db.insert(donations).values(
    amounts.map((amount, i) => ({
      clanId: c.clanId,
      campaignId,
      amount,
      donorName: `Người góp ${i + 1}`,
      paidAt: new Date(Date.now() - i * 60_000),
      source: 'manual' as const,
    })),
  );
}

async function storedHash(c: ClanFixture, id: string): Promise<string | null> {
  const [row] = await t.database.db
    .select({ hash: campaigns.ledgerCodeHash })
    .from(campaigns)
    .where(and(eq(campaigns.clanId, c.clanId), eq(campaigns.id, id)));
  return row?.hash ?? null;
}

describe('shared checks for every campaigns route', () => {
  const routes = (id: string) => [
    listCheck('/api/campaigns', ['?status=dang-mo', 'status']),
    idCheck('GET', (id) => `/api/campaign?id=${id}`, id),
    writeCheck('POST', '/api/campaign', { title: 'Chiến dịch của người lạ' }, [{ title: '' }, 'title']),
    writeCheck('PUT', `/api/campaign?id=${id}`, { title: 'Tên bị đổi' }, [{ goalAmount: -5 }, 'goalAmount']),
    idCheck('DELETE', (id) => `/api/campaign/${id}`, id, 'forbidden'),
  ];

  it('need a signed-in member of this clan (admins to write), reject bad input, and hide other clans’ campaigns', async () => {
    const target = await createCampaign(t.clan, { title: 'Chiến dịch đích', summary: 'Tóm tắt' });
    await donate(t.clan, target.id, [100_000]);
    await expectSharedRouteChecks(t, routes(target.id), ({ route }) => route.url.includes(target.id));
    // Nothing above changed or deleted the campaign or its ledger, nor created one anywhere.
    expect(await adminGet(t.clan, target.id)).toMatchObject({
      title: 'Chiến dịch đích',
      version: 1,
      donationCount: 1,
    });
    expect((await adminList(t.clan, '?limit=100')).data.map((c) => c.title)).not.toContain(
      'Chiến dịch của người lạ',
    );
    expect((await adminList(t.other)).total).toBe(0);
    const foreign = await call(t.other, t.other.token, 'GET', `/api/campaign?id=${target.id}`);
    expect(json(foreign)).toEqual(CAMPAIGN_NOT_FOUND);
  });

  it('members read the list and one campaign; writes are for admins', async () => {
    const campaign = await createCampaign(t.clan, { title: 'Quỹ cho thành viên đọc' });
    const list = await call(t.clan, t.member.token, 'GET', '/api/campaigns?search=quy%20cho%20thanh%20vien');
    expect(list.statusCode).toBe(200);
    expect(json<{ data: CampaignListItem[] }>(list).data.map((c) => c.id)).toEqual([campaign.id]);
    expect((await call(t.clan, t.member.token, 'GET', `/api/campaign?id=${campaign.id}`)).statusCode).toBe(
      200,
    );
    const write = await call(t.clan, t.member.token, 'PUT', `/api/campaign?id=${campaign.id}`, {
      title: 'Đổi',
    });
    expect(write.statusCode).toBe(403);
  });

  it('public routes need no sign-in, reject bad input, and show only the asking clan’s campaigns', async () => {
    const campaign = await createCampaign(t.clan, { title: 'Quỹ công khai của họ A', status: 'open' });
    expect((await publicGet(t.clan, campaign.slug)).statusCode).toBe(200);
    const foreign = await publicGet(t.other, campaign.slug);
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign)).toEqual(NOT_FOUND);
    expect((await publicList(t.other)).total).toBe(0);
    await expectPublicListChecks(t.app, '/api/public/campaigns', t.clan.domain, [['?status=nhap', 'status']]);
  });

  it('bad values name their field with the contract’s Vietnamese message', async () => {
    const cases: [object, { field: string; message: string }[]][] = [
      [{ summary: 'x' }, [{ field: 'title', message: 'Vui lòng nhập tên chiến dịch' }]],
      [
        { title: 'A', transferCode: 'ab' },
        [{ field: 'transferCode', message: 'Mã chuyển khoản gồm 3–15 chữ cái không dấu hoặc chữ số' }],
      ],
      [
        { title: 'A', transferCode: 'QUỸ HỌ' },
        [{ field: 'transferCode', message: 'Mã chuyển khoản gồm 3–15 chữ cái không dấu hoặc chữ số' }],
      ],
      [
        { title: 'A', ledgerPrivacy: 'code', ledgerCode: '12' },
        [{ field: 'ledgerCode', message: 'Mã xem sổ công đức gồm 4–32 ký tự' }],
      ],
      [
        { title: 'A', slug: 'Quỹ họ' },
        [{ field: 'slug', message: 'Đường dẫn chỉ gồm chữ thường không dấu, số và dấu gạch ngang' }],
      ],
      [{ title: 'A', bankAccountId: 'abc' }, [{ field: 'bankAccountId', message: expect.any(String) }]],
    ];
    for (const [payload, errors] of cases) {
      const response = await call(t.clan, t.clan.token, 'POST', '/api/campaign', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json(response).errors).toEqual(errors);
    }
  });
});

describe('POST /api/campaign', () => {
  it('makes slug and transfer code from the title, takes the default account, sanitizes the story, audits', async () => {
    const c = await registerClan(t.app);
    const bank = await createAccount(c, {
      bankBin: '970436',
      accountNumber: '0011001234567',
      accountHolder: 'Trần Văn Trường',
    });
    const response = await call(c, c.token, 'POST', '/api/campaign', {
      title: 'Quỹ xây nhà thờ họ 2024',
      summary: '  Chung tay   dựng lại nhà thờ ',
      description:
        '<p>Nhà thờ <strong>đã dột</strong></p><script>alert(1)</script><img src="x" onerror="alert(2)">',
      goalAmount: 500_000_000,
      startDate: '2024-01-10',
      endDate: '2024-06-30',
      // Null as a form sends it: the default account still applies.
      bankAccountId: null,
    });
    const body = expectCreated<Campaign>(response, 'Đã tạo chiến dịch');
    expect(body.data).toMatchObject({
      slug: 'quy-xay-nha-tho-ho-2024',
      title: 'Quỹ xây nhà thờ họ 2024',
      summary: 'Chung tay   dựng lại nhà thờ',
      goalAmount: 500_000_000,
      startDate: '2024-01-10',
      endDate: '2024-06-30',
      status: 'draft',
      transferCode: 'QXNTH24',
      ledgerPrivacy: 'public',
      hasLedgerCode: false,
      bankAccountId: bank.id,
      bankAccount: {
        bankBin: '970436',
        bankShortName: 'Vietcombank',
        bankName: 'Ngân hàng TMCP Ngoại Thương Việt Nam',
        accountNumber: '0011001234567',
        accountHolder: 'TRAN VAN TRUONG',
        branch: null,
      },
      raisedAmount: 0,
      donationCount: 0,
      coverImage: null,
      version: 1,
    });
    expect(body.data.description).toBe('<p>Nhà thờ <strong>đã dột</strong></p>');
    expect(await adminGet(c, body.data.id)).toEqual(body.data);

    // The same title again: the next free slug and code.
    const again = await createCampaign(c, { title: 'Quỹ xây nhà thờ họ 2024' });
    expect(again).toMatchObject({ slug: 'quy-xay-nha-tho-ho-2024-2', transferCode: 'QXNTH24B' });
    // No year in the title: the start's year; no start either: this year (in Vietnam).
    expect((await createCampaign(c, { title: 'Giỗ Tổ', startDate: '2025-04-07' })).transferCode).toBe('GT25');
    const thisYear = String(vietnamToday().year).slice(2);
    expect((await createCampaign(c, { title: 'Đóng góp xây mộ' })).transferCode).toBe(`DGXM${thisYear}`);

    await expectAuditEntry(t.database, c.clanId, (a) => a.targetId === body.data.id, {
      action: 'campaign.create',
      actorId: c.adminId,
      targetType: 'campaign',
      detail: { transferCode: 'QXNTH24', status: 'draft', bankAccountId: bank.id },
    });
  });

  it('takes a typed slug and code (upper-cased) and refuses ones another campaign has (409 on the field)', async () => {
    const c = await registerClan(t.app);
    const first = await createCampaign(c, { title: 'Quỹ họ', slug: 'quy-ho', transferCode: 'quyho24' });
    expect(first).toMatchObject({ slug: 'quy-ho', transferCode: 'QUYHO24' });
    const codeTaken = await call(c, c.token, 'POST', '/api/campaign', {
      title: 'B',
      transferCode: 'QUYHO24',
    });
    expect(codeTaken.statusCode).toBe(409);
    expect(json(codeTaken)).toEqual({
      success: false,
      message: 'Mã chuyển khoản này đã được dùng cho chiến dịch khác',
      errors: [{ field: 'transferCode', message: 'Mã chuyển khoản này đã được dùng cho chiến dịch khác' }],
    });
    const slugTaken = await call(c, c.token, 'POST', '/api/campaign', { title: 'B', slug: 'quy-ho' });
    expect(slugTaken.statusCode).toBe(409);
    expect(json(slugTaken).errors).toEqual([
      { field: 'slug', message: 'Đường dẫn này đã được dùng cho chiến dịch khác' },
    ]);
    // `qr` is the QR route's address: a typed one is taken, a made one skips it.
    const qr = await call(c, c.token, 'POST', '/api/campaign', { title: 'B', slug: 'qr' });
    expect(qr.statusCode).toBe(409);
    expect((await createCampaign(c, { title: 'QR' })).slug).toBe('qr-2');
    // Another clan may use the same code and slug.
    expect(
      await createCampaign(t.other, { title: 'Quỹ họ', slug: 'quy-ho', transferCode: 'QUYHO24' }),
    ).toMatchObject({ transferCode: 'QUYHO24' });
  });

  it('checks the campaign as a whole: dates in order, an account to open, a code for a locked ledger', async () => {
    const c = await registerClan(t.app);
    const expectErrors = async (payload: object, errors: { field: string; message: string }[]) => {
      const response = await call(c, c.token, 'POST', '/api/campaign', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json(response)).toEqual({ success: false, message: 'Dữ liệu không hợp lệ', errors });
    };
    await expectErrors({ title: 'A', startDate: '2024-05-01', endDate: '2024-04-30' }, [
      { field: 'endDate', message: 'Ngày kết thúc phải sau ngày bắt đầu' },
    ]);
    // This clan has no account yet: nothing to open with.
    await expectErrors({ title: 'A', status: 'open' }, [
      { field: 'bankAccountId', message: 'Vui lòng chọn tài khoản nhận tiền trước khi mở chiến dịch' },
    ]);
    await expectErrors({ title: 'A', ledgerPrivacy: 'code' }, [
      { field: 'ledgerCode', message: 'Vui lòng nhập mã xem sổ công đức' },
    ]);
    await expectErrors({ title: 'A', ledgerPrivacy: 'code', ledgerCode: '' }, [
      { field: 'ledgerCode', message: 'Vui lòng nhập mã xem sổ công đức' },
    ]);
    // An account of another clan, or none at all, is not one to choose.
    for (const bankAccountId of [account.id, MISSING_ID]) {
      await expectErrors({ title: 'A', status: 'open', bankAccountId }, [
        { field: 'bankAccountId', message: 'Không tìm thấy tài khoản ngân hàng' },
      ]);
    }
    expect((await adminList(c)).total).toBe(0);
    // The same day for start and end is fine.
    await createCampaign(c, { title: 'Một ngày', startDate: '2024-05-01', endDate: '2024-05-01' });
  });

  it('keeps only a hash of the ledger code and never sends it', async () => {
    const c = await registerClan(t.app);
    const response = await call(c, c.token, 'POST', '/api/campaign', {
      title: 'Quỹ khuyến học',
      ledgerPrivacy: 'code',
      ledgerCode: ' 123456 ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.body).not.toContain('123456');
    expect(response.body).not.toContain('scrypt');
    expect(response.body).not.toContain('ledgerCodeHash');
    const campaign = json<{ data: Campaign }>(response).data;
    expect(campaign).toMatchObject({ ledgerPrivacy: 'code', hasLedgerCode: true });
    const hash = await storedHash(c, campaign.id);
    expect(hash).toMatch(/^scrypt\$/);
    expect(await verifyPassword('123456', hash ?? '')).toBe(true);
    for (const url of ['/api/campaigns', `/api/campaign?id=${campaign.id}`]) {
      const read = await call(c, c.token, 'GET', url);
      expect(read.body).not.toContain('scrypt');
    }
  });
});

describe('PUT /api/campaign', () => {
  it('changes the fields sent, keeps the rest, opens with an account, refuses stale versions, audits', async () => {
    const c = await registerClan(t.app);
    const campaign = await createCampaign(c, { title: 'Quỹ giỗ Tổ', transferCode: 'GIOTO26' });
    expect(campaign.bankAccountId).toBeNull();
    const noAccount = await call(c, c.token, 'PUT', `/api/campaign?id=${campaign.id}`, { status: 'open' });
    expect(noAccount.statusCode).toBe(400);
    expect(json(noAccount).errors).toEqual([
      { field: 'bankAccountId', message: 'Vui lòng chọn tài khoản nhận tiền trước khi mở chiến dịch' },
    ]);
    const bank = await createAccount(c, {
      bankBin: '970422',
      accountNumber: '123456789',
      accountHolder: 'A',
    });
    const response = await call(c, c.token, 'PUT', `/api/campaign?id=${campaign.id}`, {
      status: 'open',
      bankAccountId: bank.id,
      summary: 'Lễ giỗ Tổ năm nay',
      // Blank: the code stays (relatives may have saved it).
      transferCode: '',
      version: 1,
    });
    const body = expectOk<Campaign>(response, 'Đã cập nhật chiến dịch');
    expect(body.data).toMatchObject({
      title: 'Quỹ giỗ Tổ',
      summary: 'Lễ giỗ Tổ năm nay',
      status: 'open',
      bankAccountId: bank.id,
      bankAccount: { bankShortName: 'MB Bank', accountNumber: '123456789' },
      transferCode: 'GIOTO26',
      version: 2,
    });
    await expectAuditEntry(t.database, c.clanId, (a) => a.action === 'campaign.update', {
      actorId: c.adminId,
      targetId: campaign.id,
      targetName: 'Quỹ giỗ Tổ',
      detail: {
        changes: expect.arrayContaining([
          { field: 'summary', from: null, to: 'Lễ giỗ Tổ năm nay' },
          { field: 'status', from: 'draft', to: 'open' },
          { field: 'bankAccountId', from: null, to: bank.id },
        ]),
      },
    });

    // An open campaign keeps its account.
    const unlink = await call(c, c.token, 'PUT', `/api/campaign?id=${campaign.id}`, { bankAccountId: null });
    expect(unlink.statusCode).toBe(400);
    expect(json(unlink).errors?.map((e) => e.field)).toEqual(['bankAccountId']);
    const dates = await call(c, c.token, 'PUT', `/api/campaign?id=${campaign.id}`, {
      startDate: '2026-04-20',
      endDate: '2026-04-01',
    });
    expect(json(dates).errors).toEqual([
      { field: 'endDate', message: 'Ngày kết thúc phải sau ngày bắt đầu' },
    ]);

    const stale = await call(c, c.token, 'PUT', `/api/campaign?id=${campaign.id}`, {
      title: 'Ghi đè',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(json(stale).message).toBe(MESSAGES.versionConflict);
    const code = await updateCampaign(c, campaign.id, { transferCode: 'giotoho', status: 'closed' });
    expect(code).toMatchObject({ transferCode: 'GIOTOHO', status: 'closed', version: 3 });
    const other2 = await createCampaign(c, { title: 'Khác' });
    const taken = await call(c, c.token, 'PUT', `/api/campaign?id=${other2.id}`, { transferCode: 'GIOTOHO' });
    expect(taken.statusCode).toBe(409);
    expect(json(taken).errors?.map((e) => e.field)).toEqual(['transferCode']);
    const missing = await call(c, c.token, 'PUT', `/api/campaign?id=${MISSING_ID}`, { title: 'X' });
    expect(json(missing)).toEqual(CAMPAIGN_NOT_FOUND);
  });

  it('asks for a ledger code when first locking the ledger, keeps it on blank and when made public again', async () => {
    const c = await registerClan(t.app);
    const campaign = await createCampaign(c, { title: 'Quỹ khuyến học' });
    const noCode = await call(c, c.token, 'PUT', `/api/campaign?id=${campaign.id}`, {
      ledgerPrivacy: 'code',
    });
    expect(json(noCode).errors).toEqual([
      { field: 'ledgerCode', message: 'Vui lòng nhập mã xem sổ công đức' },
    ]);
    const locked = await updateCampaign(c, campaign.id, { ledgerPrivacy: 'code', ledgerCode: 'hoc-gioi' });
    expect(locked).toMatchObject({ ledgerPrivacy: 'code', hasLedgerCode: true });
    const hash = await storedHash(c, campaign.id);
    expect(await verifyPassword('hoc-gioi', hash ?? '')).toBe(true);
    // Blank keeps the code; public keeps it too, so locking again needs no new one.
    await updateCampaign(c, campaign.id, { ledgerCode: '', summary: 'Khen thưởng các cháu' });
    expect(await storedHash(c, campaign.id)).toBe(hash);
    expect(await updateCampaign(c, campaign.id, { ledgerPrivacy: 'public' })).toMatchObject({
      ledgerPrivacy: 'public',
      hasLedgerCode: true,
    });
    expect(await updateCampaign(c, campaign.id, { ledgerPrivacy: 'code' })).toMatchObject({
      ledgerPrivacy: 'code',
    });
    expect(await storedHash(c, campaign.id)).toBe(hash);
    // A new code replaces the old one; the audit names the change, never the code.
    await updateCampaign(c, campaign.id, { ledgerCode: 'ma-moi-2026' });
    const newHash = await storedHash(c, campaign.id);
    expect(await verifyPassword('ma-moi-2026', newHash ?? '')).toBe(true);
    expect(await verifyPassword('hoc-gioi', newHash ?? '')).toBe(false);
    const [latest] = await auditRepo(t.database.db, c.clanId).list(1);
    expect(latest?.detail).toEqual({ changes: [{ field: 'ledgerCode' }] });
    expect(JSON.stringify(latest)).not.toContain('ma-moi-2026');
  });
});

describe('raised amounts', () => {
  it('sums each campaign’s donations in the list and the page, leaving out unassigned and other campaigns’', async () => {
    const c = await registerClan(t.app);
    const bank = await createAccount(c, { bankBin: '970436', accountNumber: '99887766', accountHolder: 'A' });
    const hall = await createCampaign(c, { title: 'Nhà thờ', status: 'open', bankAccountId: bank.id });
    const school = await createCampaign(c, { title: 'Khuyến học', status: 'open', bankAccountId: bank.id });
    const empty = await createCampaign(c, { title: 'Chưa có ai góp' });
    await donate(c, hall.id, [500_000, 2_000_000, 10_000_000]);
    await donate(c, school.id, [300_000]);
    await donate(c, null, [7_000_000]);
    const totals = (items: { id: string; raisedAmount: number; donationCount: number }[]) =>
      Object.fromEntries(items.map((i) => [i.id, [i.raisedAmount, i.donationCount]]));
    const expected = { [hall.id]: [12_500_000, 3], [school.id]: [300_000, 1], [empty.id]: [0, 0] };
    expect(totals((await adminList(c)).data)).toEqual(expected);
    expect(totals((await publicList(c)).data)).toEqual({
      [hall.id]: [12_500_000, 3],
      [school.id]: [300_000, 1],
    });
    expect(await adminGet(c, hall.id)).toMatchObject({ raisedAmount: 12_500_000, donationCount: 3 });
    const page = json<{ data: PublicCampaign }>(await publicGet(c, hall.slug)).data;
    expect(page).toMatchObject({ raisedAmount: 12_500_000, donationCount: 3 });
    // Amounts beyond 32 bits stay exact.
    await donate(c, hall.id, [9_000_000_000]);
    expect((await adminGet(c, hall.id)).raisedAmount).toBe(9_012_500_000);
  });
});

describe('public campaigns', () => {
  it('lists open campaigns first, then closed ones, newest first; never drafts; status narrows; search', async () => {
    const c = await registerClan(t.app);
    const bank = await createAccount(c, { bankBin: '970436', accountNumber: '55556666', accountHolder: 'A' });
    const old = await createCampaign(c, { title: 'Giỗ Tổ năm Giáp Thìn', status: 'closed' });
    const hall = await createCampaign(c, {
      title: 'Xây dựng lại nhà thờ họ',
      status: 'open',
      bankAccountId: bank.id,
    });
    await createCampaign(c, { title: 'Bản nháp chưa công bố' });
    const closedNewer = await createCampaign(c, { title: 'Tu sửa mộ Tổ', status: 'closed' });
    const school = await createCampaign(c, {
      title: 'Quỹ khuyến học',
      status: 'open',
      bankAccountId: bank.id,
    });
    const ids = (items: { id: string }[]) => items.map((i) => i.id);
    const all = await publicList(c);
    expect(all.total).toBe(4);
    expect(ids(all.data)).toEqual([school.id, hall.id, closedNewer.id, old.id]);
    expect(ids((await publicList(c, '?status=closed')).data)).toEqual([closedNewer.id, old.id]);
    expect(await publicList(c, '?status=draft')).toEqual({ success: true, data: [], total: 0 });
    expect(ids((await publicList(c, '?search=nha%20tho')).data)).toEqual([hall.id]);
    expect(ids((await publicList(c, `?slug=${hall.slug}`)).data)).toEqual([hall.id]);
    expect(ids((await publicList(c, '?limit=1&offset=1')).data)).toEqual([hall.id]);
    // Admins see the draft too, and find by slug or code.
    expect((await adminList(c)).total).toBe(5);
    expect(ids((await adminList(c, `?search=${school.transferCode.toLowerCase()}`)).data)).toEqual([
      school.id,
    ]);
    expect((await adminList(c, '?status=draft')).data.map((i) => i.title)).toEqual(['Bản nháp chưa công bố']);
  });

  it('shows an open or closed campaign by slug with its account; a draft or unknown slug is Not Found', async () => {
    const c = await registerClan(t.app);
    const bank = await createAccount(c, {
      bankBin: '970436',
      accountNumber: '0011001234567',
      accountHolder: 'Nguyen Van An',
      branch: 'Hà Tĩnh',
    });
    const open = await createCampaign(c, {
      title: 'Xây dựng lại nhà thờ họ',
      status: 'open',
      description: '<p>Câu chuyện</p>',
      ledgerPrivacy: 'code',
      ledgerCode: '123456',
    });
    const response = await publicGet(c, open.slug);
    expect(response.statusCode).toBe(200);
    const body = json<{ data: PublicCampaign }>(response);
    expect(publicCampaignResponse.parse(body)).toEqual(body);
    expect(body.data).toMatchObject({
      id: open.id,
      description: '<p>Câu chuyện</p>',
      status: 'open',
      ledgerPrivacy: 'code',
      bankAccount: {
        bankBin: '970436',
        bankShortName: 'Vietcombank',
        accountNumber: '0011001234567',
        accountHolder: 'NGUYEN VAN AN',
        branch: 'Hà Tĩnh',
      },
    });
    expect(body.data).not.toHaveProperty('hasLedgerCode');
    expect(body.data).not.toHaveProperty('bankAccountId');
    expect(bank.id).toBeTruthy();
    const draft = await createCampaign(c, { title: 'Bản nháp' });
    for (const slug of [draft.slug, 'khong-co']) {
      const hidden = await publicGet(c, slug);
      expect(hidden.statusCode).toBe(404);
      expect(json(hidden)).toEqual(NOT_FOUND);
    }
    const closed = await updateCampaign(c, draft.id, { status: 'closed' });
    expect((await publicGet(c, closed.slug)).statusCode).toBe(200);
  });
});

describe('DELETE /api/campaign/{id}', () => {
  it('deletes the campaign with its donations, leaves the other ledgers alone, audited', async () => {
    const c = await registerClan(t.app);
    const doomed = await createCampaign(c, { title: 'Chiến dịch lập nhầm' });
    const kept = await createCampaign(c, { title: 'Chiến dịch giữ lại' });
    await donate(c, doomed.id, [100_000, 250_000]);
    await donate(c, kept.id, [400_000]);
    await donate(c, null, [50_000]);
    const response = await call(c, c.token, 'DELETE', `/api/campaign/${doomed.id}`);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ success: true, message: 'Đã xóa chiến dịch' });
    expect(json(await call(c, c.token, 'GET', `/api/campaign?id=${doomed.id}`))).toEqual(CAMPAIGN_NOT_FOUND);
    const left = await t.database.db
      .select({ campaignId: donations.campaignId, amount: donations.amount })
      .from(donations)
      .where(eq(donations.clanId, c.clanId));
    expect(left.sort((a, b) => a.amount - b.amount)).toEqual([
      { campaignId: null, amount: 50_000 },
      { campaignId: kept.id, amount: 400_000 },
    ]);
    await expectAuditEntry(t.database, c.clanId, (a) => a.action === 'campaign.delete', {
      actorId: c.adminId,
      targetId: doomed.id,
      detail: { title: 'Chiến dịch lập nhầm', donations: 2, amount: 350_000 },
    });
    const again = await call(c, c.token, 'DELETE', `/api/campaign/${doomed.id}`);
    expect(again.statusCode).toBe(404);
  });
});
