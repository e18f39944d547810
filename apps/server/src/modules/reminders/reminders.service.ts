import {
  type createReminderFollowBody,
  DEFAULT_REMINDER_DAYS,
  MAX_REMINDER_DAYS,
  MESSAGES,
  type MyReminders,
  type ReminderFollow,
  type UnsubscribeRemindersQuery,
  type updateRemindersBody,
} from '@giapha/contract';
import { addSolarDays, formatIsoDay, parseIsoDay, type SolarDate, vietnamToday } from '@giapha/genealogy';
import type { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import { followedPersonIds } from '../../db/branch-membership.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, fieldConflict, found, notFound, uniqueViolation } from '../../lib/errors.ts';
import type { ActorContext, ClanContext } from '../../lib/request-context.ts';
import { isSignedKey, signedKey } from '../../lib/signed-keys.ts';
import { clanSite } from '../../lib/site-url.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import type { ClanRow } from '../clans/clans.repo.ts';
import { EventsService } from '../events/events.service.ts';
import { dueReminders } from './reminders.due.ts';
import { reminderMail } from './reminders.mail.ts';
import { type FollowRow, remindersRepo, type SendKey } from './reminders.repo.ts';

/** How far ahead the settings page's "Sắp tới" looks, and how many days it shows. */
const UPCOMING_DAYS = MAX_REMINDER_DAYS;
const UPCOMING_SHOWN = 10;

export interface RemindersDeps {
  db: Db;
  config: Pick<AppConfig, 'publicUrl' | 'jwtSecret'>;
  mailer: Mailer;
  now?: () => Date;
  log?: (line: string) => void;
}

function toFollowDto(row: FollowRow): ReminderFollow {
  if (row.branchId !== null) {
    return { _id: row.id, kind: 'branch', targetId: row.branchId, name: row.branchName ?? '' };
  }
  return { _id: row.id, kind: 'person', targetId: row.personId ?? '', name: row.personName ?? '' };
}

/** The day a send is for: `YYYY-MM-DD` given, else today in Vietnam. */
function dayOf(date: string | undefined, now: Date): SolarDate {
  if (date === undefined) return vietnamToday(now);
  const day = parseIsoDay(date);
  if (!day) throw badRequest(MESSAGES.invalidInput, [{ field: 'date', message: MESSAGES.dateInvalid }]);
  return day;
}

/**
 * Giỗ reminders by mail (issue 24): a member's choices and follows, the daily digest (recorded once per
 * member, occurrence and lead before the mail leaves) and the one-click stop.
 */
export class RemindersService {
  private readonly events: EventsService;
  private readonly now: () => Date;

  constructor(private readonly deps: RemindersDeps) {
    this.now = deps.now ?? (() => new Date());
    this.events = new EventsService(deps.db, this.now);
  }

  async mine({ clan, actor }: ActorContext): Promise<MyReminders> {
    const repo = remindersRepo(this.deps.db, clan.id);
    const [settings, follows, personIds] = await Promise.all([
      repo.settings(actor.id),
      repo.follows(actor.id),
      followedPersonIds(this.deps.db, clan.id, actor.id),
    ]);
    const includeEvents = settings?.includeEvents ?? true;
    const today = vietnamToday(this.now());
    const upcoming = await this.events.calendarDays(
      { clan },
      { from: today, to: addSolarDays(today, UPCOMING_DAYS) },
      { audience: 'members', personIds, events: includeEvents },
    );
    return {
      mailEnabled: settings?.mailEnabled ?? false,
      daysAhead: [...(settings?.daysAhead ?? DEFAULT_REMINDER_DAYS)].sort((a, b) => b - a),
      includeEvents,
      follows: follows.map(toFollowDto),
      upcoming: upcoming.slice(0, UPCOMING_SHOWN),
    };
  }

  async update(context: ActorContext, body: z.output<typeof updateRemindersBody>): Promise<MyReminders> {
    await remindersRepo(this.deps.db, context.clan.id).saveSettings(context.actor.id, body);
    return this.mine(context);
  }

  async follow(
    { clan, actor }: ActorContext,
    body: z.output<typeof createReminderFollowBody>,
  ): Promise<ReminderFollow> {
    const repo = remindersRepo(this.deps.db, clan.id);
    const { branchId, personId } = body;
    try {
      if (branchId !== undefined) {
        const name = found(await repo.branchName(branchId), MESSAGES.branchNotFound);
        const { id } = await repo.insertFollow(actor.id, { branchId });
        return { _id: id, kind: 'branch', targetId: branchId, name };
      }
      if (personId === undefined) throw badRequest();
      const name = found(await repo.personName(personId), MESSAGES.personNotFound);
      const { id } = await repo.insertFollow(actor.id, { personId });
      return { _id: id, kind: 'person', targetId: personId, name };
    } catch (error) {
      if (uniqueViolation(error) !== undefined) {
        throw fieldConflict(branchId !== undefined ? 'branchId' : 'personId', MESSAGES.reminderFollowExists);
      }
      throw error;
    }
  }

  async unfollow({ clan, actor }: ActorContext, id: string): Promise<void> {
    const removed = await remindersRepo(this.deps.db, clan.id).deleteFollow(actor.id, id);
    if (!removed) throw notFound(MESSAGES.reminderFollowNotFound);
  }

  /** The key of a member's one-click unsubscribe address. */
  unsubscribeKey(clanId: string, userId: string): string {
    return signedKey(this.deps.config.jwtSecret, 'reminder-unsubscribe', [clanId, userId]);
  }

  /** Turns a member's reminder mail off; an unknown member or a wrong key is the public 404. */
  async unsubscribe({ clan }: ClanContext, query: UnsubscribeRemindersQuery): Promise<void> {
    const repo = remindersRepo(this.deps.db, clan.id);
    const valid = isSignedKey(
      this.deps.config.jwtSecret,
      'reminder-unsubscribe',
      [clan.id, query.user],
      query.key,
    );
    if (!valid || !(await repo.userExists(query.user))) throw notFound();
    await repo.saveSettings(query.user, { mailEnabled: false });
  }

  /**
   * Sends the reminders due on `date` (today in Vietnam when not given) to the clan's members; returns how
   * many mails left. Each (member, occurrence, lead) is recorded before its mail, under a lock on the member,
   * so several processes or a second run the same day send nothing twice.
   */
  async sendDay(clan: ClanRow, date?: string): Promise<number> {
    const { db } = this.deps;
    const day = dayOf(date, this.now());
    const today = formatIsoDay(day);
    const repo = remindersRepo(db, clan.id);
    const recipients = await repo.recipients();
    if (recipients.length === 0) return 0;
    const farthest = Math.max(0, ...recipients.flatMap((r) => r.daysAhead));
    const days = await this.events.calendarDays(
      { clan },
      { from: day, to: addSolarDays(day, farthest) },
      { audience: 'members', personIds: null, events: true },
    );
    const site = clanSite(this.deps.config, clan.domain);
    let sent = 0;
    for (const recipient of recipients) {
      const personIds = await followedPersonIds(db, clan.id, recipient.id);
      const due = dueReminders(today, days, {
        daysAhead: recipient.daysAhead,
        includeEvents: recipient.includeEvents,
        personIds,
      });
      if (due.length === 0) continue;
      const keys: SendKey[] = due.map((item) => ({
        subject: item.subject,
        occursOn: item.day.date,
        daysAhead: item.daysAhead,
      }));
      const recorded = await db.transaction((tx) =>
        remindersRepo(tx, clan.id).recordSends(recipient.id, keys),
      );
      const fresh = new Set(recorded.map((key) => `${key.subject}|${key.occursOn}|${key.daysAhead}`));
      const items = due.filter((item) => fresh.has(`${item.subject}|${item.day.date}|${item.daysAhead}`));
      if (items.length === 0) continue;
      const key = this.unsubscribeKey(clan.id, recipient.id);
      const params = { user: recipient.id, key };
      const mail = reminderMail({
        to: recipient.email,
        memberName: recipient.name,
        clanName: clan.clanName,
        site,
        items,
        unsubscribeApi: site.url('/api/public/reminders/unsubscribe', params),
        unsubscribePage: site.url('/reminders/unsubscribe', params),
        followsSome: personIds !== null,
      });
      try {
        await this.deps.mailer.send(mail);
        sent++;
      } catch (error) {
        // The mail did not leave: take its records back so the next run (or another process) tries again.
        await repo.forgetSends(recipient.id, recorded);
        this.deps.log?.(
          `Không gửi được thư nhắc ngày giỗ cho ${recipient.email}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    return sent;
  }
}
