// Shared by the ledger's tests: campaigns written straight into their table (the campaigns API is
// another module's), and requests as the web app makes them.
import type { CampaignStatus, Donation, LedgerPrivacy } from '@giapha/contract';
import { expect } from 'vitest';
import type { ClanFixture } from '../../../test/clans.ts';
import { bearer, json, withDomain } from '../../../test/requests.ts';
import type { RouteCall } from '../../../test/route-checks.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { clanBound } from '../../db/clan-bound.ts';
import { campaigns } from '../../db/schema/index.ts';

export interface TestCampaign {
  id: string;
  slug: string;
  title: string;
  transferCode: string;
}

let campaignCount = 0;

export async function insertCampaign(
  t: TestApp,
  clan: ClanFixture,
  fields: {
    title?: string;
    slug?: string;
    transferCode?: string;
    status?: CampaignStatus;
    ledgerPrivacy?: LedgerPrivacy;
  } = {},
): Promise<TestCampaign> {
  campaignCount += 1;
  const bound = clanBound(t.database.db, clan.clanId);
  const [row] = await t.database.db
    .insert(campaigns)
    .values(
      bound.row({
        slug: fields.slug ?? `quy-xay-nha-tho-${campaignCount}`,
        title: fields.title ?? `Quỹ xây nhà thờ họ ${campaignCount}`,
        status: fields.status ?? 'open',
        transferCode: fields.transferCode ?? `QUYHO${campaignCount}`,
        ledgerPrivacy: fields.ledgerPrivacy ?? 'public',
      }),
    )
    .returning();
  if (!row) throw new Error('campaign not inserted');
  return { id: row.id, slug: row.slug, title: row.title, transferCode: row.transferCode };
}

export function caller(t: TestApp) {
  return (
    c: ClanFixture,
    token: string | undefined,
    method: RouteCall['method'],
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url: withDomain(url, c.domain),
      headers: { ...(token ? bearer(token) : {}), ...headers },
      ...(payload === undefined ? {} : { payload }),
    });
}

/** The member ledger of a campaign (or the whole clan's), as admins see it. */
export async function ledger(t: TestApp, c: ClanFixture, query: string) {
  const response = await caller(t)(c, c.token, 'GET', `/api/campaignTransactions${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: Donation[]; total: number; totalAmount: number }>(response);
}
