import { formatIsoDay, vietnamToday } from '@giapha/genealogy';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { clansRepo } from '../modules/clans/clans.repo.ts';
import { allClanIds } from '../modules/reminders/reminders.repo.ts';
import { RemindersService } from '../modules/reminders/reminders.service.ts';
import type { Mailer } from './mailer.ts';

/** How often the schedule looks whether the day's send is due. */
export const REMINDER_CHECK_MS = 5 * 60 * 1000;
/** The first look after start (the server settles first). */
const FIRST_CHECK_MS = 30 * 1000;

/** The hour of the day in Vietnam (UTC+7). */
function vietnamHour(now: Date): number {
  return (now.getUTCHours() + 7) % 24;
}

export interface ReminderSchedule {
  /** Looks once: sends today's reminders of every clan when the hour has come and today is not done yet. */
  check(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The daily giỗ reminder send inside the server (issue 24): from `hour` (Vietnam time) each day it sends
 * every clan's reminders once. One run at a time; another process doing the same is harmless, since each
 * reminder is recorded in the database before its mail and a recorded one is skipped.
 */
export function reminderSchedule(deps: {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  log: { info(line: string): void; error(line: string): void };
  now?: () => Date;
}): ReminderSchedule {
  const now = deps.now ?? (() => new Date());
  const service = new RemindersService({
    db: deps.db,
    config: deps.config,
    mailer: deps.mailer,
    now,
    log: deps.log.error,
  });
  let doneDay: string | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  async function runDay(day: string): Promise<void> {
    let sent = 0;
    let failed = false;
    for (const { id } of await allClanIds(deps.db)) {
      if (stopped) return;
      try {
        const clan = await clansRepo(deps.db).findById(id);
        if (clan) sent += await service.sendDay(clan, day);
      } catch (error) {
        failed = true;
        deps.log.error(
          `Nhắc ngày giỗ: lỗi khi gửi cho dòng họ ${id}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    // A clan that failed is tried again at the next look; those done skip what they recorded.
    if (!failed) doneDay = day;
    if (sent > 0) deps.log.info(`Nhắc ngày giỗ ${day}: đã gửi ${sent} thư`);
  }

  return {
    check() {
      if (stopped || running) return running ?? Promise.resolve();
      const at = now();
      const day = formatIsoDay(vietnamToday(at));
      if (doneDay === day || vietnamHour(at) < deps.config.reminders.hour) return Promise.resolve();
      running = runDay(day).finally(() => {
        running = undefined;
      });
      return running;
    },
    async stop() {
      stopped = true;
      await running;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    reminderSchedule: ReminderSchedule | undefined;
  }
}

/** Starts the schedule once the app is ready (unless `REMINDERS_ENABLED=0`); stops it when the app closes. */
export const remindersSchedulePlugin = fp(
  async (app) => {
    if (!app.config.reminders.enabled) {
      app.decorate('reminderSchedule', undefined);
      return;
    }
    const schedule = reminderSchedule({
      db: app.db,
      config: app.config,
      mailer: app.mailer,
      log: { info: (line) => app.log.info(line), error: (line) => app.log.error(line) },
    });
    app.decorate('reminderSchedule', schedule);
    const timers: NodeJS.Timeout[] = [];
    const look = () => {
      schedule.check().catch((error: unknown) => {
        app.log.error(`Nhắc ngày giỗ: ${error instanceof Error ? error.message : String(error)}`);
      });
    };
    app.addHook('onReady', async () => {
      timers.push(setTimeout(look, FIRST_CHECK_MS).unref(), setInterval(look, REMINDER_CHECK_MS).unref());
    });
    app.addHook('onClose', async () => {
      for (const timer of timers) clearTimeout(timer);
      await schedule.stop();
    });
  },
  { name: 'reminders-schedule', dependencies: ['config', 'database', 'mailer'] },
);
