import type { EventOccurrence } from '@giapha/contract';
import { yearCanChi } from '@giapha/genealogy';
import type { ClanSite } from '../../lib/site-url.ts';
import type { MailMessage } from '../../plugins/mailer.ts';
import { escapeHtml } from '../seo/seo.html.ts';
import type { DueReminder } from './reminders.due.ts';

// The digest of giỗ reminders a member gets (issue 24): Vietnamese, HTML and text, one line per day.

const WEEKDAYS = ['Chủ nhật', 'Thứ hai', 'Thứ ba', 'Thứ tư', 'Thứ năm', 'Thứ sáu', 'Thứ bảy'] as const;

/** `2026-12-01` → `Thứ ba, 01/12/2026`. */
export function solarDayText(iso: string): string {
  const [year, month, day] = iso.split('-');
  const weekday = WEEKDAYS[new Date(`${iso}T00:00:00Z`).getUTCDay()] ?? '';
  return `${weekday}, ${day}/${month}/${year}`;
}

/** `10/3 âm lịch` (`10/3 nhuận âm lịch` for a leap month), with the year's Can Chi when known. */
export function lunarDayText(lunar: EventOccurrence['lunar']): string {
  const base = `${lunar.day}/${lunar.month}${lunar.leap ? ' nhuận' : ''} âm lịch`;
  return lunar.year === null ? base : `${base} (năm ${yearCanChi(lunar.year)})`;
}

/** `còn 7 ngày`, `ngày mai`, `hôm nay`. */
export function countdownText(daysUntil: number): string {
  if (daysUntil === 0) return 'hôm nay';
  if (daysUntil === 1) return 'ngày mai';
  return `còn ${daysUntil} ngày`;
}

/** What a line is called: "Giỗ cụ Nguyễn Văn A" for a giỗ, the event's own title otherwise. */
export function reminderTitle(day: EventOccurrence): string {
  return day.source === 'gio' && day.person ? `Giỗ cụ ${day.person.name}` : day.title;
}

/** The page a line links to: the person's page for a giỗ, the event's page for an event. */
function reminderPath(day: EventOccurrence): string | null {
  if (day.source === 'gio' && day.person) return `/persons/${day.person.id}`;
  if (day.slug) return `/events/${day.slug}`;
  if (day.person) return `/persons/${day.person.id}`;
  return null;
}

export interface ReminderMailInput {
  to: string;
  memberName: string;
  clanName: string;
  site: ClanSite;
  items: readonly DueReminder[];
  /** The one-click address the mail client POSTs to (List-Unsubscribe). */
  unsubscribeApi: string;
  /** The page the visible link opens (a button there stops the mail). */
  unsubscribePage: string;
  /** Whether the member follows chosen branches or persons (else the whole clan). */
  followsSome: boolean;
}

function subjectOf(items: readonly DueReminder[], clanName: string): string {
  const gio = items.filter((item) => item.day.source === 'gio').length;
  const events = items.length - gio;
  const parts = [
    gio > 0 ? `${gio} ngày giỗ` : null,
    events > 0 ? `${events} sự kiện của dòng họ` : null,
  ].filter((part) => part !== null);
  return `Nhắc ngày giỗ: ${parts.join(' và ')} sắp tới — ${clanName}`;
}

/** The digest: subject, text, HTML and the unsubscribe headers (RFC 2369, RFC 8058). */
export function reminderMail(input: ReminderMailInput): MailMessage {
  const { items, site } = input;
  const settingsUrl = site.url('/settings/reminders');
  const why = input.followsSome
    ? 'Bạn nhận thư này vì đã bật nhắc ngày giỗ cho các chi và người bạn theo dõi'
    : 'Bạn nhận thư này vì đã bật nhắc ngày giỗ của cả dòng họ';
  const lines = items.map((item) => {
    const path = reminderPath(item.day);
    return {
      title: reminderTitle(item.day),
      solar: solarDayText(item.day.date),
      lunar: lunarDayText(item.day.lunar),
      countdown: countdownText(item.daysUntil),
      url: path ? site.url(path) : null,
      location: item.day.location,
    };
  });

  const text = [
    `Xin chào ${input.memberName},`,
    '',
    `Những ngày sắp tới của ${input.clanName}:`,
    '',
    ...lines.flatMap((line) => [
      `• ${line.title} — ${line.countdown}`,
      `  Dương lịch: ${line.solar} · Âm lịch: ${line.lunar}`,
      ...(line.location ? [`  Địa điểm: ${line.location}`] : []),
      ...(line.url ? [`  ${line.url}`] : []),
      '',
    ]),
    `${why} (${input.clanName}).`,
    `Đổi cài đặt nhắc: ${settingsUrl}`,
    `Ngừng nhận thư nhắc: ${input.unsubscribePage}`,
  ].join('\n');

  const e = escapeHtml;
  const htmlItems = lines
    .map((line) => {
      const title = line.url ? `<a href="${e(line.url)}">${e(line.title)}</a>` : e(line.title);
      const location = line.location ? `<br>Địa điểm: ${e(line.location)}` : '';
      return (
        `<li style="margin-bottom:12px"><strong>${title}</strong> — ${e(line.countdown)}<br>` +
        `Dương lịch: ${e(line.solar)} · Âm lịch: ${e(line.lunar)}${location}</li>`
      );
    })
    .join('');
  const html =
    `<!doctype html><html lang="vi"><body style="font-family:sans-serif;line-height:1.5">` +
    `<p>Xin chào ${e(input.memberName)},</p>` +
    `<p>Những ngày sắp tới của ${e(input.clanName)}:</p>` +
    `<ul style="padding-left:20px">${htmlItems}</ul>` +
    `<hr><p style="color:#555;font-size:13px">${e(why)} (${e(input.clanName)}).<br>` +
    `<a href="${e(settingsUrl)}">Đổi cài đặt nhắc ngày giỗ</a> · ` +
    `<a href="${e(input.unsubscribePage)}">Ngừng nhận thư nhắc</a></p>` +
    `</body></html>`;

  return {
    to: input.to,
    subject: subjectOf(items, input.clanName),
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeApi}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
