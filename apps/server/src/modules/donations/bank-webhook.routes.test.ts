import { createHmac } from 'node:crypto';
import {
  type BankNotificationBody,
  type BankNotificationResult,
  type Donation,
  WEBHOOK_SIGNATURE_HEADER,
  type WebhookSecret,
  webhookSecretResponse,
} from '@giapha/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ClanFixture, registerClan, useClanSuite } from '../../../test/clans.ts';
import { expectOk, json, withDomain } from '../../../test/requests.ts';
import { expectAdminOnly, expectRequiresAuth } from '../../../test/route-checks.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { auditRepo } from '../audit/audit.repo.ts';
import { donationsRepo } from './donations.repo.ts';
import { caller, insertCampaign, ledger, type TestCampaign } from './ledger.testing.ts';

const t = useClanSuite();
let call: ReturnType<typeof caller>;
let secret: string;
let campaign: TestCampaign;

const INVALID_SIGNATURE = { success: false, message: 'Chữ ký không hợp lệ' };

beforeAll(async () => {
  call = caller(t);
  campaign = await insertCampaign(t, t.clan, { transferCode: 'XAYNHATHO', title: 'Xây nhà thờ họ' });
  secret = (await readSecret(t.clan)).secret;
});

async function readSecret(c: ClanFixture): Promise<WebhookSecret> {
  const response = await call(c, c.token, 'GET', '/api/webhooks/bank/secret');
  expect(response.statusCode, response.body).toBe(200);
  const body = json<{ data: WebhookSecret }>(response);
  expect(webhookSecretResponse.parse(body)).toEqual(body);
  return body.data;
}

/** The notifier's side: HMAC-SHA256 of the exact bytes sent, in hex. */
function sign(key: string, raw: string): string {
  return `sha256=${createHmac('sha256', key).update(raw).digest('hex')}`;
}

function notify(raw: string, signature: string | undefined, c: ClanFixture = t.clan) {
  return t.app.inject({
    method: 'POST',
    url: withDomain('/api/webhooks/bank', c.domain),
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { [WEBHOOK_SIGNATURE_HEADER]: signature }),
    },
    payload: raw,
  });
}

async function notifyOk(body: BankNotificationBody, key = secret): Promise<BankNotificationResult> {
  const raw = JSON.stringify(body);
  const response = await notify(raw, sign(key, raw));
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: BankNotificationResult }>(response).data;
}

describe('POST /api/webhooks/bank', () => {
  it('credits a signed transfer once to the campaign whose code is in its note', async () => {
    const result = await notifyOk({
      reference: 'FT24100001',
      amount: 500_000,
      description: 'NGUYEN VAN AN chuyen tien xay nha tho',
      paidAt: '2024-04-10T09:15:00+07:00',
      senderName: 'NGUYEN VAN AN',
      accountNumber: '0123456789',
    });
    expect(result).toEqual({
      status: 'credited',
      transactionId: expect.any(String),
      campaignId: campaign.id,
    });
    const after = await ledger(t, t.clan, `?campaignId=${campaign.id}`);
    expect([after.total, after.totalAmount]).toEqual([1, 500_000]);
    expect(after.data[0]).toMatchObject({
      id: result.transactionId,
      donorName: 'NGUYEN VAN AN',
      note: 'NGUYEN VAN AN chuyen tien xay nha tho',
      source: 'bank',
      bankReference: 'FT24100001',
      paidAt: '2024-04-10T02:15:00.000Z',
    });
  });

  it('a replay of the same reference is a duplicate (200, so the bank stops retrying) and counts nothing', async () => {
    const body = { reference: 'FT24100002', amount: 300_000, description: 'XAYNHATHO' };
    const first = await notifyOk(body);
    expect(first.status).toBe('credited');
    const before = await ledger(t, t.clan, `?campaignId=${campaign.id}`);
    // Same reference, even with other fields: the bank's id of the transfer decides.
    for (const replay of [body, { ...body, amount: 999_000, description: 'khac' }]) {
      expect(await notifyOk(replay)).toEqual({
        status: 'duplicate',
        transactionId: first.transactionId,
        campaignId: campaign.id,
      });
    }
    const after = await ledger(t, t.clan, `?campaignId=${campaign.id}`);
    expect([after.total, after.totalAmount]).toEqual([before.total, before.totalAmount]);
  });

  it('two identical notifications at once credit once', async () => {
    const raw = JSON.stringify({ reference: 'FT24100003', amount: 700_000, description: 'XAY NHA THO' });
    const before = await ledger(t, t.clan, `?campaignId=${campaign.id}`);
    const responses = await Promise.all(Array.from({ length: 4 }, () => notify(raw, sign(secret, raw))));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const statuses = responses.map((r) => json<{ data: BankNotificationResult }>(r).data.status).sort();
    expect(statuses).toEqual(['credited', 'duplicate', 'duplicate', 'duplicate']);
    const after = await ledger(t, t.clan, `?campaignId=${campaign.id}`);
    expect(after.total).toBe(before.total + 1);
    expect(after.totalAmount).toBe(before.totalAmount + 700_000);
  });

  it('the insert itself leaves out a reference already written (the path a lost race takes)', async () => {
    const repo = donationsRepo(t.database.db, t.clan.clanId);
    const row = (reference: string) => ({
      campaignId: campaign.id,
      donorName: null,
      anonymous: false,
      amount: 1000,
      note: null,
      paidAt: new Date(),
      source: 'bank' as const,
      bankReference: reference,
      createdBy: null,
    });
    expect(await repo.insertNewReferences([row('FT-RACE-1')])).toHaveLength(1);
    const second = await repo.insertNewReferences([row('FT-RACE-1'), row('FT-RACE-2')]);
    expect(second.map((r) => r.bankReference)).toEqual(['FT-RACE-2']);
  });

  it('refuses a bad, missing or foreign signature with 401 and writes nothing', async () => {
    const raw = JSON.stringify({ reference: 'FT24100004', amount: 100_000, description: 'XAYNHATHO' });
    const before = await ledger(t, t.clan, '');
    const otherSecret = (await readSecret(t.other)).secret;
    for (const signature of [
      undefined,
      '',
      sign(secret, raw).replace('sha256=', ''),
      sign(secret, `${raw} `),
      sign(otherSecret, raw),
      `sha256=${'0'.repeat(64)}`,
      'sha256=xyz',
      `sha1=${createHmac('sha1', secret).update(raw).digest('hex')}`,
    ]) {
      const response = await notify(raw, signature);
      expect(response.statusCode, String(signature)).toBe(401);
      expect(json(response)).toEqual(INVALID_SIGNATURE);
    }
    // Signed by this clan's secret but sent to the other clan's address.
    const crossed = await notify(raw, sign(secret, raw), t.other);
    expect(crossed.statusCode).toBe(401);
    // An unsigned body that is not even valid gets the same answer: nothing is learnt without the key.
    const garbage = await notify(JSON.stringify({ hello: 'world' }), undefined);
    expect(garbage.statusCode).toBe(401);
    const after = await ledger(t, t.clan, '');
    expect([after.total, after.totalAmount]).toEqual([before.total, before.totalAmount]);
    expect((await ledger(t, t.other, '')).total).toBe(0);
  });

  it('a clan that never made a secret accepts nothing', async () => {
    const fresh = await registerClan(t.app);
    const raw = JSON.stringify({ reference: 'FT1', amount: 1000, description: '' });
    const response = await notify(raw, sign('', raw), fresh);
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual(INVALID_SIGNATURE);
  });

  it('bad JSON is 400; a signed body of the wrong shape is 400 with the field named', async () => {
    const broken = '{"reference": "FT1", ';
    const response = await notify(broken, sign(secret, broken));
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ success: false, message: 'Dữ liệu không hợp lệ' });
    const wrong = JSON.stringify({ reference: '', amount: 1.5 });
    const invalid = await notify(wrong, sign(secret, wrong));
    expect(invalid.statusCode).toBe(400);
    expect(
      json(invalid)
        .errors?.map((e) => e.field)
        .sort(),
    ).toEqual(['amount', 'reference']);
  });

  it('money going out is ignored', async () => {
    const before = await ledger(t, t.clan, '');
    for (const amount of [0, -200_000]) {
      expect(await notifyOk({ reference: `FT-OUT-${amount}`, amount, description: 'XAYNHATHO' })).toEqual({
        status: 'ignored',
        transactionId: null,
        campaignId: null,
      });
    }
    expect((await ledger(t, t.clan, '')).total).toBe(before.total);
  });

  it('a note without a known code waits unassigned; an admin assigns it and it counts', async () => {
    const result = await notifyOk({
      reference: 'FT24100005',
      amount: 250_000,
      description: 'chuyen tien ung ho dong ho',
      senderName: 'TRAN VAN BINH',
    });
    expect(result).toEqual({ status: 'unassigned', transactionId: expect.any(String), campaignId: null });
    const waiting = await ledger(t, t.clan, '?unassigned=true');
    expect(waiting.data.map((d) => d.id)).toContain(result.transactionId);
    const before = await ledger(t, t.clan, `?campaignId=${campaign.id}`);

    const assigned = await call(
      t.clan,
      t.clan.token,
      'PUT',
      `/api/campaignTransaction?id=${result.transactionId}`,
      {
        campaignId: campaign.id,
        version: 1,
      },
    );
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(json<{ data: Donation }>(assigned).data).toMatchObject({
      campaignId: campaign.id,
      campaignTitle: 'Xây nhà thờ họ',
      source: 'bank',
    });
    const after = await ledger(t, t.clan, `?campaignId=${campaign.id}`);
    expect(after.totalAmount).toBe(before.totalAmount + 250_000);
    expect((await ledger(t, t.clan, '?unassigned=true')).data.map((d) => d.id)).not.toContain(
      result.transactionId,
    );
  });

  it('prefers an open campaign, and a longer code over one it contains', async () => {
    const closed = await insertCampaign(t, t.clan, { transferCode: 'HOCBONG', status: 'closed' });
    const open = await insertCampaign(t, t.clan, { transferCode: 'GIOTO' });
    const longer = await insertCampaign(t, t.clan, { transferCode: 'GIOTO2024', status: 'closed' });
    expect(
      (await notifyOk({ reference: 'FT-P-1', amount: 1000, description: 'HOCBONG va GIO TO' })).campaignId,
    ).toBe(open.id);
    expect((await notifyOk({ reference: 'FT-P-2', amount: 1000, description: 'hoc bong' })).campaignId).toBe(
      closed.id,
    );
    expect(
      (await notifyOk({ reference: 'FT-P-3', amount: 1000, description: 'Giỗ Tổ 2024' })).campaignId,
    ).toBe(longer.id);
  });

  it('a notified reference is a duplicate for a later statement import, and the other way round', async () => {
    const credited = await notifyOk({ reference: 'FT24100009', amount: 80_000, description: 'XAYNHATHO' });
    const imported = await call(t.clan, t.clan.token, 'POST', '/api/campaignTransactions/import', {
      campaignId: campaign.id,
      mapping: { paidAt: 0, amount: 1, note: 2, reference: 3, donorName: null },
      rows: [
        ['10/04/2024 10:00', '80.000', 'XAYNHATHO', 'FT24100009'],
        ['10/04/2024 11:00', '90.000', 'XAYNHATHO', 'FT24100010'],
      ],
    });
    expect(json<{ data: { rows: { status: string }[] } }>(imported).data.rows.map((r) => r.status)).toEqual([
      'duplicate',
      'new',
    ]);
    expect(
      await notifyOk({ reference: 'FT24100010', amount: 90_000, description: 'XAYNHATHO' }),
    ).toMatchObject({
      status: 'duplicate',
    });
    expect(credited.status).toBe('credited');
  });
});

describe('the webhook secret', () => {
  it('admins only; made on first read, kept on the next, replaced on rotation; audited, never logged', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const route = { method, url: '/api/webhooks/bank/secret' };
      await expectRequiresAuth(t.app, route, t.clan.domain);
      await expectAdminOnly(t.app, route, t.clan.domain, t.member.token);
    }
    const fresh = await registerClan(t.app);
    const first = await readSecret(fresh);
    expect(first.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // No PUBLIC_URL with {domain} in tests: the clan is named in the address.
    expect(first.url).toBe(`http://localhost:3000/api/webhooks/bank?domain=${fresh.domain}`);
    expect((await readSecret(fresh)).secret).toBe(first.secret);

    const rotated = await call(fresh, fresh.token, 'POST', '/api/webhooks/bank/secret');
    const body = expectOk<WebhookSecret>(rotated, 'Đã tạo khóa bí mật mới');
    expect(body.data.secret).not.toBe(first.secret);
    expect((await readSecret(fresh)).secret).toBe(body.data.secret);

    // The old secret stops working, the new one works.
    const raw = JSON.stringify({ reference: 'FT-ROT-1', amount: 1000, description: '' });
    expect((await notify(raw, sign(first.secret, raw), fresh)).statusCode).toBe(401);
    expect((await notify(raw, sign(body.data.secret, raw), fresh)).statusCode).toBe(200);

    const audit = await auditRepo(t.database.db, fresh.clanId).list(20);
    const webhookEntries = audit.filter((a) => a.action.startsWith('bankWebhook.'));
    expect(webhookEntries.map((a) => [a.action, a.detail]).reverse()).toEqual([
      ['bankWebhook.secret.view', { created: true }],
      ['bankWebhook.secret.view', { created: false }],
      ['bankWebhook.secret.rotate', null],
      ['bankWebhook.secret.view', { created: false }],
    ]);
    expect(JSON.stringify(audit)).not.toContain(body.data.secret);
  });

  it('the address follows PUBLIC_URL: the clan’s own sub-domain', async () => {
    const hosted = await createTestApp({ BASE_DOMAIN: 'giapha.vn' });
    try {
      const c = await registerClan(hosted.app);
      const response = await hosted.app.inject({
        method: 'GET',
        url: withDomain('/api/webhooks/bank/secret', c.domain),
        headers: { authorization: `Bearer ${c.token}` },
      });
      expect(json<{ data: WebhookSecret }>(response).data.url).toBe(
        `https://${c.domain}.giapha.vn/api/webhooks/bank`,
      );
    } finally {
      await hosted.close();
    }
  });
});
