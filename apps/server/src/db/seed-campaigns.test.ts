import type {
  BankAccount,
  CampaignQr,
  LedgerGrant,
  PublicCampaign,
  PublicCampaignListItem,
} from '@giapha/contract';
import { formatIsoDay, parseVietQr, vietnamToday } from '@giapha/genealogy';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registerClan } from '../../test/clans.ts';
import { getOk, json, withDomain } from '../../test/requests.ts';
import { useTestApp } from '../../test/test-app.ts';
import { albums, donations } from './schema/index.ts';
import { seedDemoAlbums } from './seed-albums.ts';
import { DEMO_LEDGER_CODE, seedDemoCampaigns } from './seed-campaigns.ts';

const t = useTestApp();

describe('seedDemoCampaigns', () => {
  it('gives the demo clan a default account, two open campaigns with donations and a closed Giỗ Tổ', async () => {
    const clan = await registerClan(t.app);
    const ids = await seedDemoCampaigns(t.database.db, clan.clanId, clan.adminId);
    expect(ids).toHaveLength(3);
    const get = <T>(url: string, token?: string) => getOk<T>(t.app, clan.domain, url, token);

    const accounts = (await get<BankAccount[]>('/api/banks', clan.token)).data;
    expect(accounts).toEqual([
      expect.objectContaining({
        bankBin: '970436',
        bankShortName: 'Vietcombank',
        accountNumber: '0011001234567',
        accountHolder: 'NGUYEN VAN AN',
        isDefault: true,
        openCampaignCount: 2,
      }),
    ]);

    const yy = String(vietnamToday().year % 100).padStart(2, '0');
    const list = (await get<PublicCampaignListItem[]>('/api/public/campaigns')).data;
    expect(list.map((c) => [c.title, c.status, c.transferCode, c.ledgerPrivacy])).toEqual([
      ['Xây dựng lại nhà thờ họ', 'open', `NHATHO${yy}`, 'public'],
      ['Quỹ khuyến học', 'open', `KHUYENHOC${yy}`, 'code'],
      ['Giỗ Tổ năm Giáp Thìn', 'closed', 'GIOTO24', 'public'],
    ]);
    const [hall, school, gioTo] = list;
    expect(hall).toMatchObject({ goalAmount: 500_000_000, donationCount: 12, coverImage: null });
    expect(school?.donationCount).toBeGreaterThanOrEqual(3);
    expect(gioTo?.raisedAmount).toBeGreaterThan(gioTo?.goalAmount ?? 0);
    // Both open campaigns are running today.
    const today = formatIsoDay(vietnamToday());
    for (const running of [hall, school]) {
      expect(running?.startDate && running.startDate < today).toBe(true);
      expect(running?.endDate && running.endDate > today).toBe(true);
    }

    // The hall's ledger: mixed names and anonymous donors, by hand and by bank, realistic amounts.
    const rows = await t.database.db
      .select()
      .from(donations)
      .where(and(eq(donations.clanId, clan.clanId), eq(donations.campaignId, hall?.id ?? '')));
    expect(rows).toHaveLength(12);
    expect(hall?.raisedAmount).toBe(rows.reduce((sum, row) => sum + row.amount, 0));
    expect(new Set(rows.map((row) => row.source))).toEqual(new Set(['manual', 'bank']));
    expect(rows.some((row) => row.anonymous)).toBe(true);
    expect(rows.some((row) => row.donorName === null)).toBe(true);
    for (const row of rows) {
      expect(row.amount).toBeGreaterThanOrEqual(200_000);
      expect(row.amount).toBeLessThanOrEqual(20_000_000);
      expect(row.paidAt.getTime()).toBeLessThan(Date.now());
      if (row.source === 'bank') expect(row.bankReference).toMatch(/^FT\d+$/);
      else expect(row.bankReference).toBeNull();
    }

    const page = (await get<PublicCampaign>(`/api/public/campaign/${hall?.slug}`)).data;
    expect(page.description).toContain('<h3>Dự toán</h3>');
    expect(page.bankAccount?.accountHolder).toBe('NGUYEN VAN AN');

    // The scholarship ledger opens with the demo code; the QR names the account and the code.
    const grant = await t.app.inject({
      method: 'POST',
      url: withDomain('/api/campaign/verify-otp', clan.domain),
      payload: { otp: DEMO_LEDGER_CODE, campaignId: school?.id },
    });
    expect(grant.statusCode, grant.body).toBe(200);
    const { grant: token } = json<{ data: LedgerGrant }>(grant).data;
    expect(await t.app.ledgerGrants.allows(token, clan.clanId, school?.id ?? '')).toBe(true);
    const qr = (await get<CampaignQr>(`/api/public/campaign/qr?id=${hall?.id}&amount=500000`)).data;
    expect(parseVietQr(qr.payload)).toMatchObject({
      valid: true,
      bin: '970436',
      accountNumber: '0011001234567',
      amount: 500_000,
      purpose: `NHATHO${yy}`,
    });
  });

  it('borrows the demo album’s photo of the hall as the campaign’s cover when the albums exist', async () => {
    const clan = await registerClan(t.app);
    await seedDemoAlbums(t.database.db, t.app.storage, clan.clanId, clan.adminId);
    await seedDemoCampaigns(t.database.db, clan.clanId, clan.adminId);
    const [album] = await t.database.db
      .select({ images: albums.images })
      .from(albums)
      .where(and(eq(albums.clanId, clan.clanId), eq(albums.title, 'Lễ Giỗ Tổ năm Bính Ngọ')));
    const response = await t.app.inject({
      method: 'GET',
      url: withDomain('/api/public/campaigns?status=open', clan.domain),
    });
    const hall = json<{ data: PublicCampaignListItem[] }>(response).data.find(
      (c) => c.title === 'Xây dựng lại nhà thờ họ',
    );
    expect(hall?.coverImage).toBe(album?.images[0]?.url);
    expect((await t.app.inject({ method: 'GET', url: hall?.coverImage ?? '' })).statusCode).toBe(200);
  });
});
