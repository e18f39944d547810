import { type CreateCampaignBody, createCampaignBody, type DonationSource } from '@giapha/contract';
import { formatIsoDay, vietnamToday } from '@giapha/genealogy';
import { and, eq } from 'drizzle-orm';
import { banksRepo } from '../modules/banks/banks.repo.ts';
import { hashLedgerCode, insertCampaign } from '../modules/campaigns/campaigns.service.ts';
import { donationSearchText } from '../modules/donations/donations.repo.ts';
import type { Db } from './client.ts';
import { albums, campaigns, donations } from './schema/index.ts';

const DAY_MS = 86_400_000;

/** The demo clan's account: Vietcombank, in the name of the clan's admin (Nguyễn Văn An). */
const DEMO_BANK_ACCOUNT = {
  bankBin: '970436',
  accountNumber: '0011001234567',
  accountHolder: 'NGUYEN VAN AN',
  branch: 'Chi nhánh Hà Tĩnh',
} as const;

/** The code that opens the scholarship fund's ledger. */
export const DEMO_LEDGER_CODE = '123456';

/** The album photo the hall's campaign shows as its cover (the hall on the morning of the giỗ). */
const COVER_ALBUM_TITLE = 'Lễ Giỗ Tổ năm Bính Ngọ';

interface DemoDonation {
  donorName: string | null;
  anonymous?: boolean;
  amount: number;
  note: string | null;
  source: DonationSource;
  /** The bank's reference; null for money handed over in person. */
  bankReference: string | null;
  /** Days before today (or, for a finished campaign, its own date). */
  daysAgo?: number;
  paidAt?: string;
}

const HALL_DESCRIPTION = `
<p>Nhà thờ họ Nguyễn ở Làng Demo do các cụ đời thứ năm dựng vào năm Canh Tý (1900), ba gian hai chái, cột gỗ lim, mái ngói mũi hài. Hơn một trăm năm qua, nơi đây là chốn con cháu các chi tề tựu mỗi dịp giỗ Tổ, Tết Nguyên Đán và Thanh Minh.</p>
<p>Sau trận bão cuối năm ngoái, mái ngói dột nhiều chỗ, tường hồi phía tây nứt dài, chân cột bị mối. Các cụ trong hội đồng gia tộc đã mời thợ mộc làng Kim Bồng khảo sát và kết luận: không thể chắp vá thêm, cần hạ giải và dựng lại trên nền cũ.</p>
<h3>Phương án xây dựng</h3>
<ul>
<li>Giữ nguyên hướng nhà, bố cục ba gian hai chái và bàn thờ Tổ ở gian giữa.</li>
<li>Tận dụng các cột, kèo gỗ lim còn tốt; thay phần mục bằng gỗ lim cùng loại.</li>
<li>Làm lại mái ngói mũi hài, lát lại sân gạch, sửa cổng và tường rào.</li>
<li>Tu bổ hoành phi, câu đối và đồ thờ do cụ tổ để lại.</li>
</ul>
<h3>Dự toán</h3>
<ul>
<li>Móng, nền và tường bao: 180.000.000 ₫</li>
<li>Khung gỗ và mái ngói: 220.000.000 ₫</li>
<li>Sân, cổng và tường rào: 70.000.000 ₫</li>
<li>Tu bổ hoành phi, câu đối, đồ thờ: 30.000.000 ₫</li>
</ul>
<p>Mọi khoản đóng góp, dù nhiều hay ít, đều được ghi vào sổ công đức công khai ngay trên trang này. Khi chuyển khoản, xin ghi mã chuyển khoản kèm họ tên và chi của mình để ban quản lý ghi đúng tên người công đức.</p>
<p>Kính mong con cháu gần xa chung tay, để nhà thờ họ được vững chãi thêm trăm năm nữa.</p>
`.trim();

const SCHOLARSHIP_DESCRIPTION = `
<p>Quỹ khuyến học của dòng họ được lập từ năm 2010, mỗi năm trao thưởng cho các cháu đỗ đại học, đạt giải học sinh giỏi cấp tỉnh trở lên và hỗ trợ các cháu có hoàn cảnh khó khăn tiếp tục đến trường.</p>
<p>Năm nay, ban khuyến học dự kiến trao 25 suất thưởng và 5 suất học bổng trong buổi lễ vào dịp Tết Nguyên Đán.</p>
<p>Sổ công đức của quỹ chỉ dành cho con cháu trong họ: xin hỏi trưởng chi của mình để lấy mã xem sổ.</p>
`.trim();

const GIO_TO_DESCRIPTION = `
<p>Lễ giỗ Tổ năm Giáp Thìn được tổ chức ngày mùng 10 tháng 3 âm lịch (18/04/2024) tại nhà thờ họ, với gần ba trăm con cháu các chi về dự.</p>
<p>Số tiền đóng góp đã chi cho lễ vật, cỗ thụ lộc và tu sửa lối lên mộ Tổ. Phần còn dư được chuyển sang quỹ xây dựng nhà thờ họ. Ban tổ chức xin cảm ơn tấm lòng của con cháu gần xa.</p>
`.trim();

function hallDonations(code: string): DemoDonation[] {
  return [
    {
      donorName: 'Nguyễn Văn Bình',
      amount: 10_000_000,
      note: `${code} Nguyen Van Binh chi 2 cong duc xay nha tho`,
      source: 'bank',
      bankReference: 'FT26101845210',
      daysAgo: 52,
    },
    {
      donorName: 'Gia đình ông Nguyễn Đức Hậu (Hà Nội)',
      amount: 20_000_000,
      note: 'Nộp tiền mặt tại buổi họp họ',
      source: 'manual',
      bankReference: null,
      daysAgo: 50,
    },
    {
      donorName: null,
      anonymous: true,
      amount: 500_000,
      note: code,
      source: 'bank',
      bankReference: 'FT26103921477',
      daysAgo: 47,
    },
    {
      donorName: 'Nguyễn Thị Hoa',
      amount: 2_000_000,
      note: `${code} Hoa chi 1`,
      source: 'bank',
      bankReference: 'FT26106730012',
      daysAgo: 41,
    },
    {
      donorName: 'Nguyễn Văn Tuấn (TP. Hồ Chí Minh)',
      amount: 5_000_000,
      note: `${code} Tuan o Sai Gon gui ve`,
      source: 'bank',
      bankReference: 'FT26110458833',
      daysAgo: 36,
    },
    {
      donorName: 'Con cháu chi ba',
      amount: 15_000_000,
      note: 'Trưởng chi ba nộp thay cho cả chi',
      source: 'manual',
      bankReference: null,
      daysAgo: 30,
    },
    {
      donorName: null,
      amount: 200_000,
      note: code,
      source: 'bank',
      bankReference: 'FT26117204519',
      daysAgo: 26,
    },
    {
      donorName: 'Nguyễn Hữu Phước',
      amount: 3_000_000,
      note: `${code} Phuoc chi 4`,
      source: 'bank',
      bankReference: 'FT26121117630',
      daysAgo: 21,
    },
    {
      donorName: 'Nguyễn Thị Lan (cháu ngoại)',
      amount: 1_000_000,
      note: `${code} chau ngoai Lan`,
      source: 'bank',
      bankReference: 'FT26124589904',
      daysAgo: 15,
    },
    {
      donorName: 'Nguyễn Văn Khánh',
      amount: 5_000_000,
      note: 'Gửi qua trưởng chi hai',
      source: 'manual',
      bankReference: null,
      daysAgo: 11,
    },
    {
      donorName: null,
      anonymous: true,
      amount: 300_000,
      note: code,
      source: 'bank',
      bankReference: 'FT26129933218',
      daysAgo: 6,
    },
    {
      donorName: 'Nguyễn Quang Vinh (CHLB Đức)',
      amount: 10_000_000,
      note: `${code} Vinh gui tu Duc`,
      source: 'bank',
      bankReference: 'FT26132077145',
      daysAgo: 2,
    },
  ];
}

function scholarshipDonations(code: string): DemoDonation[] {
  return [
    {
      donorName: 'Nguyễn Văn An',
      amount: 5_000_000,
      note: `${code} truong toc`,
      source: 'bank',
      bankReference: 'FT26115530287',
      daysAgo: 25,
    },
    {
      donorName: 'Hội khuyến học chi hai',
      amount: 3_000_000,
      note: 'Nộp tiền mặt',
      source: 'manual',
      bankReference: null,
      daysAgo: 18,
    },
    {
      donorName: null,
      anonymous: true,
      amount: 1_000_000,
      note: code,
      source: 'bank',
      bankReference: 'FT26126654093',
      daysAgo: 9,
    },
    {
      donorName: 'Nguyễn Thị Hoa',
      amount: 2_000_000,
      note: `${code} Hoa mung cac chau`,
      source: 'bank',
      bankReference: 'FT26130218876',
      daysAgo: 4,
    },
  ];
}

function gioToDonations(code: string): DemoDonation[] {
  return [
    {
      donorName: 'Nguyễn Văn An',
      amount: 10_000_000,
      note: 'Trưởng tộc công đức',
      source: 'manual',
      bankReference: null,
      paidAt: '2024-03-25T09:00:00+07:00',
    },
    {
      donorName: 'Nguyễn Văn Bình',
      amount: 5_000_000,
      note: `${code} Binh chi 2`,
      source: 'import',
      bankReference: 'FT24088123456',
      paidAt: '2024-03-28T20:14:00+07:00',
    },
    {
      donorName: 'Con cháu chi ba',
      amount: 20_000_000,
      note: 'Nộp tại nhà thờ',
      source: 'manual',
      bankReference: null,
      paidAt: '2024-04-10T16:30:00+07:00',
    },
    {
      donorName: null,
      anonymous: true,
      amount: 2_000_000,
      note: code,
      source: 'import',
      bankReference: 'FT24103987001',
      paidAt: '2024-04-13T07:45:00+07:00',
    },
    {
      donorName: 'Nguyễn Thị Hoa',
      amount: 3_500_000,
      note: `${code} Hoa`,
      source: 'import',
      bankReference: 'FT24105456770',
      paidAt: '2024-04-15T11:02:00+07:00',
    },
    {
      donorName: 'Gia đình ông Nguyễn Đức Hậu (Hà Nội)',
      amount: 25_000_000,
      note: 'Lễ vật và cỗ thụ lộc',
      source: 'manual',
      bankReference: null,
      paidAt: '2024-04-17T18:00:00+07:00',
    },
  ];
}

/** A day `days` from today (Vietnam), as `YYYY-MM-DD`. */
function isoDayFromToday(days: number): string {
  const today = vietnamToday();
  const noon = Date.UTC(today.year, today.month - 1, today.day, 12) + days * DAY_MS;
  const date = new Date(noon);
  return formatIsoDay({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
}

/** A time of day `daysAgo` days back, varied by `index` so the ledger does not look machine-made. */
function paidAtOf(donation: DemoDonation, index: number, now: Date): Date {
  if (donation.paidAt) return new Date(donation.paidAt);
  const minutes = ((index * 137) % 600) + 7 * 60;
  return new Date(now.getTime() - (donation.daysAgo ?? 0) * DAY_MS + minutes * 60_000 - 12 * 3_600_000);
}

/** The cover the hall's campaign borrows from the demo's album, when the albums were made. */
async function hallCover(db: Db, clanId: string): Promise<string | null> {
  const [album] = await db
    .select({ images: albums.images })
    .from(albums)
    .where(and(eq(albums.clanId, clanId), eq(albums.title, COVER_ALBUM_TITLE)))
    .limit(1);
  return album?.images[0]?.url ?? null;
}

/**
 * The demo clan's fundraising: its Vietcombank account (the default), an open campaign to rebuild
 * the ancestral hall with a public ledger of twelve donations, an open scholarship fund whose ledger
 * opens with a code, and last year's Giỗ Tổ, closed. Campaigns are saved by the API's rules; the
 * donations go straight into the ledger. Returns the campaigns' ids.
 */
export async function seedDemoCampaigns(db: Db, clanId: string, adminId: string): Promise<string[]> {
  const coverImage = await hallCover(db, clanId);
  const ledgerCodeHash = await hashLedgerCode(DEMO_LEDGER_CODE);
  const yy = String(vietnamToday().year % 100).padStart(2, '0');
  const now = new Date();
  return db.transaction(async (tx) => {
    const account = await banksRepo(tx, clanId).insert({
      ...DEMO_BANK_ACCOUNT,
      isDefault: true,
      createdBy: adminId,
    });
    const demoCampaigns: { body: CreateCampaignBody; codeHash: string | null; gifts: DemoDonation[] }[] = [
      {
        body: {
          title: 'Xây dựng lại nhà thờ họ',
          summary:
            'Nhà thờ họ hơn trăm tuổi đã xuống cấp sau bão: chung tay dựng lại trên nền cũ, giữ nguyên nếp nhà ba gian hai chái.',
          coverImage,
          description: HALL_DESCRIPTION,
          goalAmount: 500_000_000,
          startDate: isoDayFromToday(-60),
          endDate: isoDayFromToday(120),
          status: 'open',
          bankAccountId: account.id,
          transferCode: `NHATHO${yy}`,
          ledgerPrivacy: 'public',
        },
        codeHash: null,
        gifts: hallDonations(`NHATHO${yy}`),
      },
      {
        body: {
          title: 'Quỹ khuyến học',
          summary: 'Khen thưởng các cháu học giỏi, đỗ đạt và tiếp sức các cháu có hoàn cảnh khó khăn.',
          description: SCHOLARSHIP_DESCRIPTION,
          goalAmount: 100_000_000,
          startDate: isoDayFromToday(-30),
          endDate: isoDayFromToday(60),
          status: 'open',
          bankAccountId: account.id,
          transferCode: `KHUYENHOC${yy}`,
          ledgerPrivacy: 'code',
        },
        codeHash: ledgerCodeHash,
        gifts: scholarshipDonations(`KHUYENHOC${yy}`),
      },
      {
        body: {
          title: 'Giỗ Tổ năm Giáp Thìn',
          summary: 'Đóng góp cho lễ giỗ Tổ mùng 10 tháng 3 năm Giáp Thìn (18/04/2024).',
          description: GIO_TO_DESCRIPTION,
          goalAmount: 60_000_000,
          startDate: '2024-03-20',
          endDate: '2024-04-18',
          status: 'closed',
          bankAccountId: account.id,
          transferCode: 'GIOTO24',
          ledgerPrivacy: 'public',
        },
        codeHash: null,
        gifts: gioToDonations('GIOTO24'),
      },
    ];
    const ids: string[] = [];
    for (const campaign of demoCampaigns) {
      const row = await insertCampaign(
        tx,
        clanId,
        adminId,
        createCampaignBody.parse(campaign.body),
        campaign.codeHash,
      );
      ids.push(row.id);
      // One transaction stamps every row with the same time: space them so the hall comes first.
      await tx
        .update(campaigns)
        .set({ createdAt: new Date(Date.now() - ids.length * 86_400_000) })
        .where(and(eq(campaigns.clanId, clanId), eq(campaigns.id, row.id)));
      await tx.insert(donations).values(
        campaign.gifts.map((gift, index) => ({
          clanId,
          campaignId: row.id,
          donorName: gift.donorName,
          anonymous: gift.anonymous ?? false,
          amount: gift.amount,
          note: gift.note,
          paidAt: paidAtOf(gift, index, now),
          source: gift.source,
          bankReference: gift.bankReference,
          searchText: donationSearchText(gift),
          createdBy: adminId,
        })),
      );
    }
    return ids;
  });
}
