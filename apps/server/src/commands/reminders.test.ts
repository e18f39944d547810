import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { type Database, fromPglite, openPostgres, pgliteExtensions } from '../db/client.ts';
import { events, reminderSettings, users } from '../db/schema/index.ts';
import { clansRepo } from '../modules/clans/clans.repo.ts';
import { reminderMailsTo } from '../modules/reminders/reminders.testing.ts';
import { runReminders } from './reminders.ts';

// The server project runs on an embedded database in DATA_DIR; the PostgreSQL project through DATABASE_URL.
const databaseUrl = inject('databaseUrl');
const dirs: string[] = [];

afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function openFor(dataDir: string): Promise<Database> {
  if (databaseUrl) return openPostgres(databaseUrl, 2);
  const dump = await readFile(inject('pgliteTemplate'));
  const client = await PGlite.create(path.join(dataDir, 'db'), {
    loadDataDir: new Blob([dump]),
    extensions: pgliteExtensions,
  });
  return fromPglite(client);
}

/** A clan with a member who wants mail 7 days ahead, and a clan meeting on 20/04/2027. */
async function seed(dataDir: string) {
  const database = await openFor(dataDir);
  try {
    const domain = `ho-nhac-${randomBytes(3).toString('hex')}`;
    const clan = await clansRepo(database.db).insert({ domain, clanName: `Họ Trần ${domain}` });
    const email = `thanhvien@${domain}.test`;
    const [user] = await database.db
      .insert(users)
      .values({
        clanId: clan.id,
        name: 'Trần Thị Nhớ',
        username: 'thanhvien',
        email,
        passwordHash: 'x',
        status: 'active',
      })
      .returning({ id: users.id });
    await database.db
      .insert(reminderSettings)
      .values({ clanId: clan.id, userId: user?.id ?? '', mailEnabled: true, daysAhead: [7] });
    await database.db.insert(events).values({
      clanId: clan.id,
      slug: 'hop-ho',
      title: 'Họp họ cuối năm',
      calendar: 'solar',
      startDate: '2027-04-20',
    });
    return { domain, email };
  } finally {
    await database.close();
  }
}

async function run(argv: string[], env: NodeJS.ProcessEnv) {
  const lines: string[] = [];
  const code = await runReminders(argv, env, (line) => lines.push(line));
  return { code, output: lines.join('\n') };
}

describe('npm run reminders', () => {
  it('sends a given day’s reminders of one clan, and nothing twice', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'giapha-reminders-'));
    dirs.push(dataDir);
    const { domain, email } = await seed(dataDir);
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: 's'.repeat(40),
      LOG_LEVEL: 'silent',
    };

    const first = await run(['--date=2027-04-13', `--domain=${domain}`], env);
    expect(first.code, first.output).toBe(0);
    expect(first.output).toContain(`Họ Trần ${domain} (${domain}): 1 thư`);
    expect(first.output).toContain('Đã gửi 1 thư nhắc ngày giỗ cho ngày 2027-04-13.');
    const [mail] = await reminderMailsTo(path.join(dataDir, 'outbox'), email);
    expect(mail?.subject).toBe(`Nhắc ngày giỗ: 1 sự kiện của dòng họ sắp tới — Họ Trần ${domain}`);
    expect(mail?.text).toContain('Họp họ cuối năm — còn 7 ngày');
    expect(mail?.text).toContain('Dương lịch: Thứ ba, 20/04/2027');
    expect(mail?.text).toContain('/events/hop-ho');

    const again = await run(['--date', '2027-04-13', '--domain', domain], env);
    expect(again.code, again.output).toBe(0);
    expect(again.output).toContain('Đã gửi 0 thư nhắc ngày giỗ');
    expect(await reminderMailsTo(path.join(dataDir, 'outbox'), email)).toHaveLength(1);
  });

  it('says so for a wrong day, an unknown clan or a wrong option', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'giapha-reminders-'));
    dirs.push(dataDir);
    await seed(dataDir);
    const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, JWT_SECRET: 's'.repeat(40) };
    const wrongDay = await run(['--date=13/04/2027'], env);
    expect(wrongDay.code).toBe(2);
    expect(wrongDay.output).toContain('Ngày "13/04/2027" không hợp lệ');
    const unknown = await run(['--domain=khong-co-ho-nay'], env);
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain('Không có dòng họ nào có tên miền "khong-co-ho-nay".');
    const wrong = await run(['--gui'], env);
    expect(wrong.code).toBe(2);
    expect(wrong.output).toContain('--date=2026-12-01');
  });
});
