import { type BankAccount, type Campaign, type CampaignQr, campaignQrResponse } from '@giapha/contract';
import { parseVietQr } from '@giapha/genealogy';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ClanFixture, registerClan, useClanSuite } from '../../../test/clans.ts';
import { createAs, json, NOT_FOUND } from '../../../test/requests.ts';
import {
  expectOtherClanGets404,
  expectRejectsBadBody,
  expectRequiresAuth,
  type RouteCall,
} from '../../../test/route-checks.ts';

const t = useClanSuite();
let account: BankAccount;
let open: Campaign;
let draft: Campaign;
let closed: Campaign;

const { call } = t;

function createCampaign(c: ClanFixture, payload: object): Promise<Campaign> {
  return createAs<Campaign>(t.app, c, '/api/campaign', payload);
}

async function qrOk(url: string, token?: string): Promise<CampaignQr> {
  const response = await call(t.clan, token, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  const body = json<{ data: CampaignQr }>(response);
  expect(campaignQrResponse.parse(body)).toEqual(body);
  return body.data;
}

beforeAll(async () => {
  const created = await call(t.clan, t.clan.token, 'POST', '/api/bank', {
    bankBin: '970436',
    accountNumber: '0011001234567',
    accountHolder: 'Nguyễn Văn An',
    branch: 'Chi nhánh Hà Tĩnh',
  });
  account = json<{ data: BankAccount }>(created).data;
  open = await createCampaign(t.clan, {
    title: 'Xây dựng lại nhà thờ họ',
    status: 'open',
    transferCode: 'NHATHO26',
  });
  draft = await createCampaign(t.clan, { title: 'Quỹ khuyến học', transferCode: 'KHUYENHOC26' });
  closed = await createCampaign(t.clan, {
    title: 'Giỗ Tổ năm Giáp Thìn',
    status: 'closed',
    transferCode: 'GIOTO24',
  });
});

describe('GET /api/campaign/qr', () => {
  it('needs a signed-in member of this clan, rejects bad input, hides other clans’ campaigns', async () => {
    const route: RouteCall = { method: 'GET', url: `/api/campaign/qr?id=${open.id}&amount=200000` };
    await expectRequiresAuth(t.app, route, t.clan.domain);
    for (const [query, field] of [
      ['id=abc', 'id'],
      [`id=${open.id}&amount=500`, 'amount'],
      [`id=${open.id}&amount=1000.5`, 'amount'],
      [`id=${open.id}&amount=muoi-nghin`, 'amount'],
      [`id=${open.id}&amount=99999999999999`, 'amount'],
    ] as const) {
      await expectRejectsBadBody(
        t.app,
        { method: 'GET', url: `/api/campaign/qr?${query}` },
        t.clan.domain,
        t.clan.token,
        field,
      );
    }
    const small = await call(t.clan, t.clan.token, 'GET', `/api/campaign/qr?id=${open.id}&amount=999`);
    expect(json(small).errors).toEqual([{ field: 'amount', message: 'Số tiền tối thiểu là 1.000 ₫' }]);
    await expectOtherClanGets404(t.app, route, t.other, t.clan.domain);
    const foreign = await call(t.other, t.other.token, 'GET', `/api/campaign/qr?id=${open.id}`);
    expect(json(foreign)).toEqual({ success: false, message: 'Không tìm thấy chiến dịch' });
  });

  it('gives a member the code of any campaign: account, BIN, amount and transfer code inside, a real PNG and an SVG', async () => {
    const qr = await qrOk(`/api/campaign/qr?id=${draft.id}&amount=500000`, t.member.token);
    const parsed = parseVietQr(qr.payload);
    expect(parsed).toMatchObject({
      valid: true,
      bin: '970436',
      accountNumber: '0011001234567',
      amount: 500_000,
      purpose: 'KHUYENHOC26',
      service: 'QRIBFTTA',
      currency: '704',
      country: 'VN',
      pointOfInitiation: 'dynamic',
    });
    expect(qr).toMatchObject({
      amount: 500_000,
      transferNote: 'KHUYENHOC26',
      bankAccount: {
        bankBin: '970436',
        bankShortName: 'Vietcombank',
        bankName: 'Ngân hàng TMCP Ngoại Thương Việt Nam',
        accountNumber: '0011001234567',
        accountHolder: 'NGUYEN VAN AN',
        branch: 'Chi nhánh Hà Tĩnh',
      },
    });
    expect(qr.qr.startsWith('data:image/png;base64,')).toBe(true);
    const png = Buffer.from(qr.qr.slice('data:image/png;base64,'.length), 'base64');
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBe(480);
    expect(meta.height).toBe(480);
    expect(qr.svg.startsWith('<svg')).toBe(true);
    expect(qr.svg).toContain('viewBox');
    // Closed campaigns too: an admin may print the code for the record.
    expect(parseVietQr((await qrOk(`/api/campaign/qr?id=${closed.id}`, t.clan.token)).payload)).toMatchObject(
      {
        valid: true,
        purpose: 'GIOTO24',
      },
    );
  });

  it('leaves the amount to the donor when none is asked: a static code', async () => {
    const qr = await qrOk(`/api/campaign/qr?id=${open.id}`, t.clan.token);
    expect(qr.amount).toBeNull();
    expect(parseVietQr(qr.payload)).toMatchObject({
      valid: true,
      amount: null,
      purpose: 'NHATHO26',
      pointOfInitiation: 'static',
    });
  });

  it('answers 409 for a campaign without an account', async () => {
    const c = await registerClan(t.app);
    const bare = await createCampaign(c, { title: 'Chưa có tài khoản' });
    const response = await call(c, c.token, 'GET', `/api/campaign/qr?id=${bare.id}`);
    expect(response.statusCode).toBe(409);
    expect(json(response)).toEqual({
      success: false,
      message: 'Vui lòng chọn tài khoản nhận tiền trước khi mở chiến dịch',
    });
  });

  it('follows the account: a changed number is in the next code', async () => {
    const c = await registerClan(t.app);
    const bank = json<{ data: BankAccount }>(
      await call(c, c.token, 'POST', '/api/bank', {
        bankBin: '970422',
        accountNumber: '11112222',
        accountHolder: 'A',
      }),
    ).data;
    const campaign = await createCampaign(c, { title: 'Quỹ họ', status: 'open', transferCode: 'QUYHO' });
    const before = json<{ data: CampaignQr }>(
      await call(c, c.token, 'GET', `/api/campaign/qr?id=${campaign.id}`),
    );
    expect(parseVietQr(before.data.payload)).toMatchObject({ bin: '970422', accountNumber: '11112222' });
    await call(c, c.token, 'PUT', `/api/bank?id=${bank.id}`, {
      accountNumber: '33334444',
      bankBin: '970407',
    });
    const after = json<{ data: CampaignQr }>(
      await call(c, c.token, 'GET', `/api/campaign/qr?id=${campaign.id}`),
    );
    expect(parseVietQr(after.data.payload)).toMatchObject({ bin: '970407', accountNumber: '33334444' });
    expect(after.data.bankAccount).toMatchObject({ bankShortName: 'Techcombank', accountNumber: '33334444' });
  });
});

describe('GET /api/public/campaign/qr', () => {
  it('gives visitors the code of an open campaign, with the amount they chose', async () => {
    const qr = await qrOk(`/api/public/campaign/qr?id=${open.id}&amount=200000`);
    expect(parseVietQr(qr.payload)).toMatchObject({
      valid: true,
      bin: '970436',
      accountNumber: '0011001234567',
      amount: 200_000,
      purpose: 'NHATHO26',
    });
    expect(qr.bankAccount.accountNumber).toBe(account.accountNumber);
    const meta = await sharp(Buffer.from(qr.qr.split(',')[1] ?? '', 'base64')).metadata();
    expect(meta.format).toBe('png');
  });

  it('is Not Found for a draft, a closed campaign, an unknown one or another clan’s; rejects bad input', async () => {
    for (const id of [draft.id, closed.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await call(t.clan, undefined, 'GET', `/api/public/campaign/qr?id=${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(json(response)).toEqual(NOT_FOUND);
    }
    const foreign = await call(t.other, undefined, 'GET', `/api/public/campaign/qr?id=${open.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign)).toEqual(NOT_FOUND);
    for (const [query, field] of [
      ['id=abc', 'id'],
      ['', 'id'],
      [`id=${open.id}&amount=0`, 'amount'],
    ] as const) {
      await expectRejectsBadBody(
        t.app,
        { method: 'GET', url: `/api/public/campaign/qr?${query}` },
        t.clan.domain,
        undefined,
        field,
      );
    }
  });
});
