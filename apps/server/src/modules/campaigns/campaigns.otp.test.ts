import {
  type Campaign,
  LEDGER_CODE_LOCK_MINUTES,
  LEDGER_CODE_MAX_FAILURES,
  type LedgerGrant,
  ledgerGrantResponse,
} from '@giapha/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ClanFixture, registerClan } from '../../../test/clans.ts';
import { bearer, json, NOT_FOUND, withDomain } from '../../../test/requests.ts';
import { expectRejectsBadBody } from '../../../test/route-checks.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { ledgerCodeAttempts } from '../../db/schema/index.ts';

const t = useTestApp();
let clan: ClanFixture;
let other: ClanFixture;
let locked: Campaign;
let open: Campaign;
let draft: Campaign;

const CODE = '123456';
const WRONG = {
  success: false,
  message: 'Mã xem sổ công đức không đúng',
  errors: [{ field: 'otp', message: 'Mã xem sổ công đức không đúng' }],
};
const lockedMessage = (minutes: number) =>
  `Bạn đã nhập sai quá nhiều lần, vui lòng thử lại sau ${minutes} phút`;

async function createCampaign(c: ClanFixture, payload: object): Promise<Campaign> {
  const response = await t.app.inject({
    method: 'POST',
    url: withDomain('/api/campaign', c.domain),
    headers: bearer(c.token),
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ data: Campaign }>(response).data;
}

/** A visitor's try, from their own address. */
function verify(c: ClanFixture, payload: object, remoteAddress = '203.0.113.10') {
  return t.app.inject({
    method: 'POST',
    url: withDomain('/api/campaign/verify-otp', c.domain),
    payload,
    remoteAddress,
  });
}

async function grantOf(response: Awaited<ReturnType<typeof verify>>): Promise<LedgerGrant> {
  expect(response.statusCode, response.body).toBe(200);
  const body = json<{ data: LedgerGrant; message: string }>(response);
  expect(ledgerGrantResponse.parse(body)).toEqual(body);
  expect(body.message).toBe('Mã chính xác, mời bạn xem sổ công đức');
  return body.data;
}

beforeAll(async () => {
  clan = await registerClan(t.app);
  other = await registerClan(t.app);
  await t.app.inject({
    method: 'POST',
    url: withDomain('/api/bank', clan.domain),
    headers: bearer(clan.token),
    payload: { bankBin: '970436', accountNumber: '0011001234567', accountHolder: 'A' },
  });
  locked = await createCampaign(clan, {
    title: 'Quỹ khuyến học',
    status: 'open',
    ledgerPrivacy: 'code',
    ledgerCode: CODE,
  });
  open = await createCampaign(clan, { title: 'Xây dựng lại nhà thờ họ', status: 'open' });
  draft = await createCampaign(clan, { title: 'Bản nháp', ledgerPrivacy: 'code', ledgerCode: CODE });
});

describe('POST /api/campaign/verify-otp', () => {
  it('grants a public ledger at once, and a code ledger for the right code: bound to the clan and campaign', async () => {
    const publicGrant = await grantOf(await verify(clan, { otp: 'bat-ky', campaignId: open.id }));
    expect(await t.app.ledgerGrants.allows(publicGrant.grant, clan.clanId, open.id)).toBe(true);

    const before = Date.now();
    const grant = await grantOf(await verify(clan, { otp: ` ${CODE} `, campaignId: locked.id }));
    expect(await t.app.ledgerGrants.allows(grant.grant, clan.clanId, locked.id)).toBe(true);
    expect(await t.app.ledgerGrants.allows(grant.grant, clan.clanId, open.id)).toBe(false);
    expect(await t.app.ledgerGrants.allows(grant.grant, other.clanId, locked.id)).toBe(false);
    const lasts = new Date(grant.expiresAt).getTime() - before;
    expect(lasts).toBeGreaterThan(29 * 60_000);
    expect(lasts).toBeLessThanOrEqual(30 * 60_000 + 1000);
  });

  it('answers a wrong code with 400 on the otp field', async () => {
    const response = await verify(clan, { otp: '654321', campaignId: locked.id }, '203.0.113.20');
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual(WRONG);
  });

  it('is Not Found for a draft, an unknown campaign or another clan’s; rejects bad input', async () => {
    for (const [c, campaignId] of [
      [clan, draft.id],
      [clan, '00000000-0000-4000-8000-000000000000'],
      [other, locked.id],
      [other, open.id],
    ] as const) {
      const response = await verify(c, { otp: CODE, campaignId });
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual(NOT_FOUND);
    }
    const route = (payload: object) => ({
      method: 'POST' as const,
      url: '/api/campaign/verify-otp',
      payload,
    });
    await expectRejectsBadBody(t.app, route({ campaignId: locked.id }), clan.domain, undefined, 'otp');
    await expectRejectsBadBody(
      t.app,
      route({ otp: '  ', campaignId: locked.id }),
      clan.domain,
      undefined,
      'otp',
    );
    await expectRejectsBadBody(
      t.app,
      route({ otp: CODE, campaignId: 'abc' }),
      clan.domain,
      undefined,
      'campaignId',
    );
    const missing = await verify(clan, { campaignId: locked.id });
    expect(json(missing).errors).toEqual([{ field: 'otp', message: 'Vui lòng nhập mã xem sổ công đức' }]);
  });

  it(`locks a visitor out after ${LEDGER_CODE_MAX_FAILURES} wrong codes, even from the right one; others are not locked`, async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < LEDGER_CODE_MAX_FAILURES; i += 1) {
      const wrong = await verify(clan, { otp: `sai-${i}`, campaignId: locked.id }, ip);
      expect(wrong.statusCode, `try ${i + 1}`).toBe(400);
      expect(json(wrong)).toEqual(WRONG);
    }
    const lockedOut = await verify(clan, { otp: CODE, campaignId: locked.id }, ip);
    expect(lockedOut.statusCode).toBe(429);
    expect(json(lockedOut)).toEqual({ success: false, message: lockedMessage(LEDGER_CODE_LOCK_MINUTES) });
    // Another visitor, and this visitor on another campaign, may go on.
    await grantOf(await verify(clan, { otp: CODE, campaignId: locked.id }, '198.51.100.8'));
    await grantOf(await verify(clan, { otp: 'x', campaignId: open.id }, ip));

    // The minutes left are rounded up.
    const key = and(
      eq(ledgerCodeAttempts.clanId, clan.clanId),
      eq(ledgerCodeAttempts.campaignId, locked.id),
      eq(ledgerCodeAttempts.clientKey, ip),
    );
    await t.database.db
      .update(ledgerCodeAttempts)
      .set({ lockedUntil: new Date(Date.now() + 61_000) })
      .where(key);
    const almost = await verify(clan, { otp: CODE, campaignId: locked.id }, ip);
    expect(json(almost)).toEqual({ success: false, message: lockedMessage(2) });

    // Once the lock has passed, the right code works and the count starts again.
    await t.database.db
      .update(ledgerCodeAttempts)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(key);
    await grantOf(await verify(clan, { otp: CODE, campaignId: locked.id }, ip));
    expect(await t.database.db.select().from(ledgerCodeAttempts).where(key)).toEqual([]);
  });

  it('forgets a visitor’s failures after the right code', async () => {
    const ip = '198.51.100.9';
    const wrongTimes = async (n: number) => {
      for (let i = 0; i < n; i += 1) {
        expect((await verify(clan, { otp: 'sai', campaignId: locked.id }, ip)).statusCode).toBe(400);
      }
    };
    await wrongTimes(LEDGER_CODE_MAX_FAILURES - 1);
    await grantOf(await verify(clan, { otp: CODE, campaignId: locked.id }, ip));
    await wrongTimes(LEDGER_CODE_MAX_FAILURES - 1);
    await grantOf(await verify(clan, { otp: CODE, campaignId: locked.id }, ip));
  });
});
