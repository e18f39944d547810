import { randomBytes } from 'node:crypto';
import { hashPassword } from '../lib/passwords.ts';
import { clansRepo } from '../modules/clans/clans.repo.ts';
import { usersRepo } from '../modules/users/users.repo.ts';
import type { Db } from './client.ts';

export const DEMO_DOMAIN = 'demo';
export const DEMO_CLAN_NAME = 'Họ Nguyễn — Làng Demo';

export interface SeedResult {
  created: boolean;
  adminPassword?: string;
}

const DEMO_MEMBERS = [
  { username: 'nguyenvanbinh', name: 'Nguyễn Văn Bình', email: 'binh@demo.giapha.local', status: 'active' },
  { username: 'nguyenthihoa', name: 'Nguyễn Thị Hoa', email: 'hoa@demo.giapha.local', status: 'active' },
  { username: 'nguyenducminh', name: 'Nguyễn Đức Minh', email: 'minh@demo.giapha.local', status: 'pending' },
] as const;

/** Whether the database holds no clan at all (a first start). */
export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.query.clans.findFirst({ columns: { id: true } });
  return rows === undefined;
}

/**
 * The demo clan: one admin (`admin`, password from DEMO_ADMIN_PASSWORD or generated) and a few
 * members, one of them waiting for approval. Does nothing when the clan exists.
 */
export async function seedDemo(db: Db, adminPassword?: string): Promise<SeedResult> {
  if (await clansRepo(db).findByDomain(DEMO_DOMAIN)) return { created: false };
  const password = adminPassword || randomBytes(9).toString('base64url');
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const clan = await clansRepo(tx).insert({ domain: DEMO_DOMAIN, clanName: DEMO_CLAN_NAME });
    const users = usersRepo(tx);
    await users.insert(clan.id, {
      name: 'Nguyễn Văn An',
      username: 'admin',
      email: 'admin@demo.giapha.local',
      passwordHash,
      role: 'admin',
      status: 'active',
      emailVerifiedAt: new Date(),
    });
    for (const member of DEMO_MEMBERS) {
      await users.insert(clan.id, { ...member, passwordHash, role: 'user' });
    }
  });
  return { created: true, adminPassword: password };
}
