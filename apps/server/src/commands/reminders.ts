// `npm run reminders [-- --date=YYYY-MM-DD] [--domain=ho-tran]`: sends a day's giỗ reminder mail now, for
// every clan or one (issue 24). What was already sent that day (by the server's schedule or an earlier
// run) is not sent again: each reminder is recorded in the database before its mail.
import { parseIsoDay } from '@giapha/genealogy';
import { loadConfig } from '../config.ts';
import { clansRepo } from '../modules/clans/clans.repo.ts';
import { allClanIds } from '../modules/reminders/reminders.repo.ts';
import { RemindersService } from '../modules/reminders/reminders.service.ts';
import { createMailer } from '../plugins/mailer.ts';
import { openServerDatabaseOrSay } from './backup-database.ts';
import { runAsScript } from './command-line.ts';

const USAGE = `Gửi thư nhắc ngày giỗ của một ngày ngay bây giờ.

  npm run reminders                               hôm nay (giờ Việt Nam), mọi dòng họ
  npm run reminders -- --date=2026-12-01          ngày này
  npm run reminders -- --domain=ho-tran           chỉ dòng họ có tên miền này

Thư đã gửi cho một ngày (bởi máy chủ hay lần chạy trước) không gửi lại.
Dùng cơ sở dữ liệu và cách gửi thư như máy chủ: DATA_DIR, DATABASE_URL, SMTP_URL, PUBLIC_URL, JWT_SECRET.
Với cơ sở dữ liệu nhúng (không có DATABASE_URL), hãy dừng máy chủ trước, hoặc dùng nút gửi trong trang quản trị.`;

/** Runs the command; returns its exit code. Output goes through `print` (a test reads it). */
export async function runReminders(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  print: (line: string) => void,
): Promise<number> {
  let date: string | undefined;
  let domain: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const [name, inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg, undefined];
    const value = () => inline ?? argv[++i];
    if (name === '--date') date = value();
    else if (name === '--domain' || name === '--clan') domain = value()?.toLowerCase();
    else {
      print(USAGE);
      return arg === '--help' || arg === '-h' ? 0 : 2;
    }
  }
  if (date !== undefined && !parseIsoDay(date)) {
    print(`Ngày "${date}" không hợp lệ: viết theo dạng YYYY-MM-DD, ví dụ 2026-12-01.`);
    return 2;
  }
  // The server's own secret (JWT_SECRET or DATA_DIR/jwt-secret): the mails' unsubscribe links are signed with it.
  const config = loadConfig(env);
  const opened = await openServerDatabaseOrSay(config, print);
  if (!opened) return 1;
  try {
    const { db } = opened.database;
    await opened.database.migrate();
    const mailer = createMailer(config, print);
    const service = new RemindersService({ db, config, mailer, log: print });
    let clanIds = await allClanIds(db);
    if (domain !== undefined) {
      clanIds = clanIds.filter((clan) => clan.domain === domain);
      if (clanIds.length === 0) {
        print(`Không có dòng họ nào có tên miền "${domain}".`);
        return 1;
      }
    }
    let total = 0;
    for (const { id } of clanIds) {
      const clan = await clansRepo(db).findById(id);
      if (!clan) continue;
      const sent = await service.sendDay(clan, date);
      total += sent;
      if (sent > 0 || domain !== undefined) print(`${clan.clanName} (${clan.domain}): ${sent} thư`);
    }
    print(`Đã gửi ${total} thư nhắc ngày giỗ${date ? ` cho ngày ${date}` : ''}.`);
    return 0;
  } finally {
    await opened.close();
  }
}

runAsScript(import.meta.url, runReminders, 'Không gửi được thư nhắc ngày giỗ');
