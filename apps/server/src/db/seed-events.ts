import { createEventBody, EVENT_TEMPLATE_PRESETS } from '@giapha/contract';
import { formatIsoDay, nextDeathAnniversary, vietnamToday } from '@giapha/genealogy';
import { insertEvent } from '../modules/events/events.service.ts';
import { personsRepo } from '../modules/persons/persons.repo.ts';
import type { DbOrTx } from './client.ts';

const HALL = 'Nhà thờ họ Nguyễn, thôn Đông, xã Demo';

/** The generation whose first deceased man with a lunar day of death gets a giỗ event of his own. */
const GIO_EVENT_GENERATION = 2;

/**
 * The demo clan's events: Tết, Giỗ Tổ and Thanh Minh from the templates, a spring gathering on a
 * solar day with its time and place (mùng 8 Tết of the coming year, so it is always ahead), a lunar
 * one-off, and the giỗ of a man of the second generation. The other deceased of the public tree show
 * in the calendar by themselves (their lunar day of death). Returns the events' ids.
 */
export async function seedDemoEvents(db: DbOrTx, clanId: string, adminId: string): Promise<string[]> {
  const today = vietnamToday();
  const gathering = nextDeathAnniversary({ day: 8, month: 1, leap: false }, today);
  const inauguration = nextDeathAnniversary({ day: 16, month: 8, leap: false }, today);

  const [ancestor] = (
    await personsRepo(db, clanId).list({
      limit: 100,
      offset: 0,
      generation: GIO_EVENT_GENERATION,
      deceased: true,
    })
  ).rows.filter((p) => p.sex === 'male' && p.death?.lunar);

  const inputs = [
    {
      ...EVENT_TEMPLATE_PRESETS.tet,
      template: 'tet',
      location: HALL,
      startTime: '07:00',
      description:
        '<p>Sáng mùng Một Tết, các chi về nhà thờ họ dâng hương tổ tiên, mừng tuổi các cụ và chúc Tết nhau.</p>' +
        '<p>Trưởng các chi nhắc con cháu ở xa gọi điện về thăm hỏi ông bà, cha mẹ.</p>',
    },
    {
      ...EVENT_TEMPLATE_PRESETS.gioTo,
      template: 'gioTo',
      location: HALL,
      startTime: '08:30',
      description:
        '<p>Lễ Giỗ Tổ được cử hành vào <strong>mùng 10 tháng Ba âm lịch</strong> hằng năm tại nhà thờ họ.</p>' +
        '<ol><li>7 giờ 30: đón tiếp bà con, các chi ghi danh.</li>' +
        '<li>8 giờ 30: lễ dâng hương, đọc văn tế Tổ.</li>' +
        '<li>10 giờ 30: khen thưởng con cháu học giỏi, mừng thọ các cụ.</li>' +
        '<li>11 giờ 30: thụ lộc, họ hàng gặp mặt.</li></ol>',
    },
    {
      ...EVENT_TEMPLATE_PRESETS.thanhMinh,
      template: 'thanhMinh',
      location: 'Nghĩa trang dòng họ, cánh đồng Gò Mả',
      startTime: '06:30',
      description:
        '<p>Con cháu các chi cùng đi tảo mộ: phát cỏ, đắp lại mộ, thắp hương các cụ.</p>' +
        '<p>Mỗi chi mang theo cuốc, xẻng, hương hoa; Ban liên lạc chuẩn bị nước uống.</p>',
    },
    {
      title: 'Họp mặt đầu xuân',
      summary: 'Con cháu các chi gặp mặt đầu năm, nghe báo cáo việc họ và bàn kế hoạch trong năm.',
      calendar: 'solar',
      startDate: formatIsoDay(gathering.solar),
      startTime: '08:00',
      endTime: '11:30',
      location: HALL,
      description:
        '<p>Buổi họp mặt đầu xuân của dòng họ vào <strong>mùng 8 Tết</strong>.</p>' +
        '<ul><li>Báo cáo thu chi quỹ họ năm qua.</li><li>Kế hoạch trùng tu nhà thờ họ.</li>' +
        '<li>Mừng thọ các cụ, trao học bổng cho con cháu.</li></ul>',
    },
    {
      title: 'Lễ khánh thành cổng nhà thờ họ',
      summary: 'Khánh thành cổng tam quan mới của nhà thờ họ sau một năm xây dựng.',
      calendar: 'lunar',
      lunar: { day: 16, month: 8, year: inauguration.lunar.year, leap: false },
      startTime: '09:00',
      location: HALL,
      description: '<p>Kính mời bà con về dự lễ khánh thành cổng tam quan do con cháu gần xa công đức.</p>',
    },
    ...(ancestor
      ? [
          {
            title: `Giỗ cụ ${ancestor.name}`,
            summary: `Ngày giỗ cụ ${ancestor.name}, đời thứ ${GIO_EVENT_GENERATION}: con cháu trong chi về thắp hương.`,
            calendar: 'lunarYearly',
            personId: ancestor.id,
            location: HALL,
            description: `<p>Con cháu chi trưởng làm giỗ cụ ${ancestor.name} tại nhà thờ họ.</p>`,
          },
        ]
      : []),
  ];

  const ids: string[] = [];
  for (const input of inputs) {
    // Through the contract, as an admin's request would be.
    const row = await insertEvent(db, clanId, adminId, createEventBody.parse(input));
    ids.push(row.id);
  }
  return ids;
}
