import { describe, expect, it } from 'vitest';
import { activeMember, useClanSuite } from '../../test/clans.ts';
import type { MailMessage } from './mailer.ts';
import { reminderSchedule } from './reminders-schedule.ts';

const t = useClanSuite();

describe('the daily reminder schedule', () => {
  it('sends once the hour has come, once a day, and never overlaps itself', async () => {
    const { token } = await activeMember(t.app, t.clan, 'lichgui');
    const saved = await t.as(token, 'PUT', '/api/me/reminders', {
      mailEnabled: true,
      daysAhead: [7],
      includeEvents: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const event = await t.call(t.clan, t.clan.token, 'POST', '/api/event', {
      title: 'Lễ Thanh minh',
      calendar: 'solar',
      startDate: '2027-04-05',
    });
    expect(event.statusCode, event.body).toBe(201);

    const sent: MailMessage[] = [];
    // 29/03/2027 in Vietnam: 06:30, then 07:10 (UTC+7).
    let now = new Date('2027-03-28T23:30:00Z');
    const schedule = reminderSchedule({
      db: t.app.db,
      config: { ...t.app.config, reminders: { enabled: true, hour: 7 } },
      mailer: {
        outboxDir: undefined,
        async send(message) {
          sent.push(message);
        },
      },
      log: { info: () => {}, error: (line) => expect.fail(line) },
      now: () => now,
    });

    await schedule.check();
    expect(sent).toHaveLength(0); // before 7 o'clock

    now = new Date('2027-03-29T00:10:00Z');
    await Promise.all([schedule.check(), schedule.check()]);
    const mine = sent.filter((mail) => mail.to === `lichgui@${t.clan.domain}.test`);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.text).toContain('Lễ Thanh minh — còn 7 ngày');

    const before = sent.length;
    await schedule.check(); // the same day: done already
    now = new Date('2027-03-30T01:00:00Z');
    await schedule.check(); // the next day: runs, but the 7-day reminder went already
    expect(sent).toHaveLength(before);
    await schedule.stop();
  });
});
