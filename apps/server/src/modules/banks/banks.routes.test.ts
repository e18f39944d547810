import {
  type BankAccount,
  bankAccountListResponse,
  bankAccountResponse,
  type Campaign,
  MESSAGES,
  NAPAS_BANKS,
  type NapasBank,
  napasBankListResponse,
} from '@giapha/contract';
import { describe, expect, it } from 'vitest';
import { expectAuditEntry } from '../../../test/audit-entries.ts';
import { type ClanFixture, registerClan, useClanSuite } from '../../../test/clans.ts';
import { createAs, expectCreated, expectOk, json, readAs } from '../../../test/requests.ts';
import {
  expectSharedRouteChecks,
  idCheck,
  listCheck,
  type SharedRouteCheck,
  writeCheck,
} from '../../../test/route-checks.ts';
import { auditRepo } from '../audit/audit.repo.ts';

const t = useClanSuite('thuquy');

const VCB = '970436';
const MB = '970422';
const TCB = '970407';

const { call } = t;

async function createAccount(c: ClanFixture, payload: object): Promise<BankAccount> {
  const response = await call(c, c.token, 'POST', '/api/bank', payload);
  expect(response.statusCode, response.body).toBe(201);
  const body = json<{ data: BankAccount }>(response);
  expect(bankAccountResponse.parse(body)).toEqual(body);
  return body.data;
}

function getAccount(c: ClanFixture, id: string): Promise<BankAccount> {
  return readAs<BankAccount>(t.app, c, `/api/bank?id=${id}`);
}

async function listAccounts(c: ClanFixture, query = '', token = c.token) {
  const response = await call(c, token, 'GET', `/api/banks${query}`);
  expect(response.statusCode, response.body).toBe(200);
  const body = json<{ data: BankAccount[]; total: number }>(response);
  expect(bankAccountListResponse.parse(body)).toEqual(body);
  return body;
}

function createCampaign(c: ClanFixture, payload: object): Promise<Campaign> {
  return createAs<Campaign>(t.app, c, '/api/campaign', payload);
}

function searchBanks(c: ClanFixture, query: string) {
  return call(c, t.member.token, 'GET', `/api/bank/search${query}`);
}

let accountCounter = 100_000_000;
/** A fresh account number for each account a test makes. */
function nextNumber(): string {
  accountCounter += 1;
  return `0${accountCounter}`;
}

describe('shared checks for every banks route', () => {
  const routes = (id: string): SharedRouteCheck[] => [
    listCheck('/api/banks', ['?limit=0', 'limit']),
    {
      route: { method: 'GET', url: '/api/bank/search?search=vietcom' },
      bad: [{ method: 'GET', url: '/api/bank/search?limit=101' }, 'limit'],
    },
    idCheck('GET', (id) => `/api/bank?id=${id}`, id),
    writeCheck(
      'POST',
      '/api/bank',
      { bankBin: VCB, accountNumber: '0999888777', accountHolder: 'Người lạ' },
      [{ bankBin: '123', accountNumber: '1234567' }, 'bankBin'],
    ),
    writeCheck('PUT', `/api/bank?id=${id}`, { branch: 'Chi nhánh bị đổi' }, [
      { accountNumber: '12ab' },
      'accountNumber',
    ]),
    idCheck('DELETE', (id) => `/api/bank/${id}`, id, 'forbidden'),
  ];

  it('need a signed-in member of this clan (admins to write), reject bad input, and hide other clans’ accounts', async () => {
    const target = await createAccount(t.clan, {
      bankBin: VCB,
      accountNumber: nextNumber(),
      accountHolder: 'Nguyễn Văn Trưởng',
      branch: 'Chi nhánh Hà Tĩnh',
    });
    // Lists, the bank list and creating name no account: the other clan sees and writes its own.
    await expectSharedRouteChecks(t, routes(target.id), ({ route }) => route.url.includes(target.id));
    expect(await getAccount(t.clan, target.id)).toMatchObject({ branch: 'Chi nhánh Hà Tĩnh', version: 1 });
    expect((await listAccounts(t.clan, '?limit=100')).data.map((a) => a.accountNumber)).not.toContain(
      '0999888777',
    );
    expect((await listAccounts(t.other)).total).toBe(0);
    const foreign = await call(t.other, t.other.token, 'GET', `/api/bank?id=${target.id}`);
    expect(json(foreign)).toEqual({ success: false, message: 'Không tìm thấy tài khoản ngân hàng' });
  });

  it('members read the accounts and the bank list; writes are for admins', async () => {
    const account = await createAccount(t.clan, {
      bankBin: TCB,
      accountNumber: nextNumber(),
      accountHolder: 'Le Thi Thu',
    });
    const list = await listAccounts(t.clan, '?search=le%20thi%20thu', t.member.token);
    expect(list.data.map((a) => a.id)).toEqual([account.id]);
    const one = await call(t.clan, t.member.token, 'GET', `/api/bank?id=${account.id}`);
    expect(one.statusCode).toBe(200);
    const banks = await searchBanks(t.clan, '');
    expect(banks.statusCode).toBe(200);
    const write = await call(t.clan, t.member.token, 'PUT', `/api/bank?id=${account.id}`, { branch: 'x' });
    expect(write.statusCode).toBe(403);
  });

  it('bad values name their field with the contract’s Vietnamese message', async () => {
    const cases: [object, { field: string; message: string }[]][] = [
      [
        { accountNumber: '0011001234567', accountHolder: 'A' },
        [{ field: 'bankBin', message: 'Vui lòng chọn ngân hàng' }],
      ],
      [
        { bankBin: '999999', accountNumber: '0011001234567', accountHolder: 'A' },
        [{ field: 'bankBin', message: 'Vui lòng chọn ngân hàng' }],
      ],
      [
        { bankBin: VCB, accountNumber: '0011-ABC', accountHolder: 'A' },
        [{ field: 'accountNumber', message: 'Số tài khoản chỉ gồm chữ số (6–19 số)' }],
      ],
      [
        { bankBin: VCB, accountNumber: '12345', accountHolder: 'A' },
        [{ field: 'accountNumber', message: 'Số tài khoản chỉ gồm chữ số (6–19 số)' }],
      ],
      [
        { bankBin: VCB, accountNumber: '0011001234567', accountHolder: 'Nguyễn <b>An</b>' },
        [{ field: 'accountHolder', message: 'Tên chủ tài khoản viết hoa không dấu, tối đa 70 ký tự' }],
      ],
    ];
    for (const [payload, errors] of cases) {
      const response = await call(t.clan, t.clan.token, 'POST', '/api/bank', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json(response).errors).toEqual(errors);
    }
    const blankHolder = await call(t.clan, t.clan.token, 'POST', '/api/bank', {
      bankBin: VCB,
      accountNumber: '0011001234567',
      accountHolder: '   ',
    });
    expect(blankHolder.statusCode).toBe(400);
    expect(json(blankHolder).errors).toContainEqual({
      field: 'accountHolder',
      message: 'Vui lòng nhập tên chủ tài khoản',
    });
    const unknown = await call(
      t.clan,
      t.clan.token,
      'PUT',
      `/api/bank?id=00000000-0000-4000-8000-000000000000`,
      {
        branch: 'x',
      },
    );
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).message).toBe('Không tìm thấy tài khoản ngân hàng');
  });
});

describe('POST /api/bank', () => {
  it('stores the number as digits and the holder as banks print it, names the bank from its BIN, audits', async () => {
    const c = await registerClan(t.app);
    const response = await call(c, c.token, 'POST', '/api/bank', {
      bankBin: VCB,
      accountNumber: '0011 0012.3456-7',
      accountHolder: '  Trần   Văn Trường ',
      branch: 'Chi nhánh Thành Công',
    });
    const body = expectCreated<BankAccount>(response, 'Đã thêm tài khoản ngân hàng');
    expect(body.data).toMatchObject({
      bankBin: VCB,
      bankCode: 'VCB',
      bankShortName: 'Vietcombank',
      bankName: 'Ngân hàng TMCP Ngoại Thương Việt Nam',
      accountNumber: '0011001234567',
      accountHolder: 'TRAN VAN TRUONG',
      branch: 'Chi nhánh Thành Công',
      // The clan's first account is its default.
      isDefault: true,
      openCampaignCount: 0,
      version: 1,
    });
    expect(await getAccount(c, body.data.id)).toEqual(body.data);
    await expectAuditEntry(t.database, c.clanId, (a) => a.targetId === body.data.id, {
      action: 'bank.create',
      actorId: c.adminId,
      targetType: 'bank_account',
      detail: { bankBin: VCB, accountNumber: '0011001234567', isDefault: true },
    });
  });

  it('keeps one default: a new default takes the flag off the others; the default is listed first', async () => {
    const c = await registerClan(t.app);
    const first = await createAccount(c, { bankBin: VCB, accountNumber: nextNumber(), accountHolder: 'A' });
    const second = await createAccount(c, { bankBin: MB, accountNumber: nextNumber(), accountHolder: 'B' });
    expect(second.isDefault).toBe(false);
    const third = await createAccount(c, {
      bankBin: TCB,
      accountNumber: nextNumber(),
      accountHolder: 'C',
      isDefault: true,
    });
    expect(third.isDefault).toBe(true);
    const list = await listAccounts(c);
    expect(list.total).toBe(3);
    expect(list.data.map((a) => [a.id, a.isDefault])).toEqual([
      [third.id, true],
      [second.id, false],
      [first.id, false],
    ]);
    // The account that lost the flag changed: its version moved.
    expect((await getAccount(c, first.id)).version).toBe(2);
  });

  it('refuses the same bank and number twice in a clan (409 on the number), not at another bank or clan', async () => {
    const c = await registerClan(t.app);
    const number = nextNumber();
    await createAccount(c, { bankBin: VCB, accountNumber: number, accountHolder: 'A' });
    const again = await call(c, c.token, 'POST', '/api/bank', {
      bankBin: VCB,
      accountNumber: ` ${number.slice(0, 4)} ${number.slice(4)} `,
      accountHolder: 'B',
    });
    expect(again.statusCode).toBe(409);
    expect(json(again)).toEqual({
      success: false,
      message: 'Tài khoản này đã có trong danh sách',
      errors: [{ field: 'accountNumber', message: 'Tài khoản này đã có trong danh sách' }],
    });
    await createAccount(c, { bankBin: MB, accountNumber: number, accountHolder: 'A' });
    await createAccount(t.other, { bankBin: VCB, accountNumber: number, accountHolder: 'A' });
    expect((await listAccounts(c)).total).toBe(2);
  });
});

describe('GET /api/banks', () => {
  it('searches by bank name, part of the number or the holder, in any spelling; pages with a total', async () => {
    const c = await registerClan(t.app);
    const vcb = await createAccount(c, {
      bankBin: VCB,
      accountNumber: '0011001234567',
      accountHolder: 'Nguyễn Văn An',
    });
    const mb = await createAccount(c, {
      bankBin: MB,
      accountNumber: '888866669999',
      accountHolder: 'Lê Thị Bích',
    });
    const ids = async (search: string) =>
      (await listAccounts(c, `?search=${encodeURIComponent(search)}`)).data.map((a) => a.id);
    expect(await ids('vietcombank')).toEqual([vcb.id]);
    expect(await ids('ngoại thương')).toEqual([vcb.id]);
    expect(await ids('quan doi')).toEqual([mb.id]);
    expect(await ids('6666')).toEqual([mb.id]);
    expect(await ids('0011 0012')).toEqual([vcb.id]);
    expect(await ids('le thi')).toEqual([mb.id]);
    expect(await ids('Nguyễn văn')).toEqual([vcb.id]);
    expect(await ids('không có')).toEqual([]);
    const page = await listAccounts(c, '?limit=1&offset=1');
    expect(page.total).toBe(2);
    expect(page.data.map((a) => a.id)).toEqual([mb.id]);
    expect(await listAccounts(c, '?offset=5')).toEqual({ success: true, data: [], total: 2 });
  });
});

describe('GET /api/bank/search', () => {
  it('filters the NAPAS list by short name, full name, code or BIN, in any spelling', async () => {
    const binsOf = async (search: string) => {
      const response = await searchBanks(t.clan, `?search=${encodeURIComponent(search)}`);
      expect(response.statusCode).toBe(200);
      const body = json<{ data: NapasBank[]; total: number }>(response);
      expect(napasBankListResponse.parse(body)).toEqual(body);
      return body.data.map((bank) => bank.bin);
    };
    expect(await binsOf('vietcom')).toEqual([VCB]);
    expect(await binsOf('NGOAI THUONG')).toEqual([VCB]);
    expect(await binsOf('Ngoại thương')).toEqual([VCB]);
    expect(await binsOf('vcb')).toEqual([VCB]);
    expect(await binsOf('970436')).toEqual([VCB]);
    expect(await binsOf('quân đội')).toEqual([MB]);
    expect(await binsOf('không có ngân hàng này')).toEqual([]);
    const all = json<{ data: NapasBank[]; total: number }>(await searchBanks(t.clan, ''));
    expect(all.total).toBe(NAPAS_BANKS.length);
    expect(all.data).toEqual([...NAPAS_BANKS]);
    const page = json<{ data: NapasBank[]; total: number }>(await searchBanks(t.clan, '?limit=2&offset=1'));
    expect(page).toEqual({ success: true, data: NAPAS_BANKS.slice(1, 3), total: NAPAS_BANKS.length });
  });
});

describe('PUT /api/bank', () => {
  it('changes the fields sent, records a new number with before and after, refuses stale versions', async () => {
    const c = await registerClan(t.app);
    const account = await createAccount(c, {
      bankBin: VCB,
      accountNumber: '0011001234567',
      accountHolder: 'Nguyen Van An',
      branch: 'Hà Tĩnh',
    });
    const response = await call(c, c.token, 'PUT', `/api/bank?id=${account.id}`, {
      accountNumber: '0011009999999',
      bankBin: MB,
      version: 1,
    });
    const body = expectOk<BankAccount>(response, 'Đã cập nhật tài khoản ngân hàng');
    expect(body.data).toMatchObject({
      accountNumber: '0011009999999',
      bankBin: MB,
      bankShortName: 'MB Bank',
      accountHolder: 'NGUYEN VAN AN',
      branch: 'Hà Tĩnh',
      isDefault: true,
      version: 2,
    });
    await expectAuditEntry(t.database, c.clanId, (a) => a.action === 'bank.update', {
      actorId: c.adminId,
      targetId: account.id,
      targetName: 'MB Bank · 0011009999999',
      detail: {
        changes: expect.arrayContaining([
          { field: 'bankBin', from: VCB, to: MB },
          { field: 'accountNumber', from: '0011001234567', to: '0011009999999' },
        ]),
      },
    });

    // A branch change alone records only the branch, old and new.
    await call(c, c.token, 'PUT', `/api/bank?id=${account.id}`, { branch: null });
    const [latest] = await auditRepo(t.database.db, c.clanId).list(1);
    expect(latest?.detail).toEqual({ changes: [{ field: 'branch', from: 'Hà Tĩnh', to: null }] });

    const stale = await call(c, c.token, 'PUT', `/api/bank?id=${account.id}`, { branch: 'X', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(json(stale).message).toBe(MESSAGES.versionConflict);
    expect((await getAccount(c, account.id)).branch).toBeNull();
  });

  it('moves the default flag and refuses a number the clan already has at that bank', async () => {
    const c = await registerClan(t.app);
    const first = await createAccount(c, { bankBin: VCB, accountNumber: '111122223333', accountHolder: 'A' });
    const second = await createAccount(c, {
      bankBin: VCB,
      accountNumber: '444455556666',
      accountHolder: 'B',
    });
    const moved = await call(c, c.token, 'PUT', `/api/bank?id=${second.id}`, { isDefault: true });
    expect(json<{ data: BankAccount }>(moved).data.isDefault).toBe(true);
    expect((await getAccount(c, first.id)).isDefault).toBe(false);
    const taken = await call(c, c.token, 'PUT', `/api/bank?id=${second.id}`, {
      accountNumber: '111122223333',
    });
    expect(taken.statusCode).toBe(409);
    expect(json(taken).errors).toEqual([
      { field: 'accountNumber', message: 'Tài khoản này đã có trong danh sách' },
    ]);
    expect((await getAccount(c, second.id)).accountNumber).toBe('444455556666');
  });
});

describe('DELETE /api/bank/{id}', () => {
  it('refuses an account an open campaign uses; otherwise leaves draft and closed campaigns without one', async () => {
    const c = await registerClan(t.app);
    const account = await createAccount(c, { bankBin: VCB, accountNumber: nextNumber(), accountHolder: 'A' });
    const spare = await createAccount(c, { bankBin: MB, accountNumber: nextNumber(), accountHolder: 'B' });
    const open = await createCampaign(c, {
      title: 'Xây nhà thờ họ',
      status: 'open',
      bankAccountId: account.id,
    });
    const draft = await createCampaign(c, { title: 'Quỹ khuyến học', bankAccountId: account.id });
    expect((await getAccount(c, account.id)).openCampaignCount).toBe(1);
    expect((await listAccounts(c)).data.find((a) => a.id === account.id)?.openCampaignCount).toBe(1);

    const refused = await call(c, c.token, 'DELETE', `/api/bank/${account.id}`);
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toEqual({
      success: false,
      message: 'Tài khoản đang nhận tiền cho chiến dịch đang mở, không thể xóa',
    });

    // Closed, the campaign no longer holds the account.
    const closed = await call(c, c.token, 'PUT', `/api/campaign?id=${open.id}`, { status: 'closed' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await getAccount(c, account.id)).openCampaignCount).toBe(0);
    const deleted = await call(c, c.token, 'DELETE', `/api/bank/${account.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(json(deleted)).toEqual({ success: true, message: 'Đã xóa tài khoản ngân hàng' });
    expect((await call(c, c.token, 'GET', `/api/bank?id=${account.id}`)).statusCode).toBe(404);
    for (const id of [open.id, draft.id]) {
      const campaign = json<{ data: Campaign }>(await call(c, c.token, 'GET', `/api/campaign?id=${id}`)).data;
      expect(campaign).toMatchObject({ bankAccountId: null, bankAccount: null });
    }
    // The deleted account was the default: the remaining one takes the flag.
    expect((await getAccount(c, spare.id)).isDefault).toBe(true);
    await expectAuditEntry(t.database, c.clanId, (a) => a.action === 'bank.delete', {
      actorId: c.adminId,
      targetId: account.id,
      detail: { bankBin: VCB, accountNumber: account.accountNumber, campaignsCleared: 2 },
    });
    const again = await call(c, c.token, 'DELETE', `/api/bank/${account.id}`);
    expect(again.statusCode).toBe(404);
  });
});
