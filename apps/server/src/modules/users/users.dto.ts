import type { User } from '@giapha/contract';
import type { ClanRow } from '../clans/clans.repo.ts';
import type { UserRow } from './users.repo.ts';

/** What the API shows of a user: never the password hash. */
export function toUserDto(user: UserRow, clan: Pick<ClanRow, 'domain'>): User {
  return {
    id: user.id,
    name: user.name,
    username: user.username,
    email: user.email,
    role: user.role,
    status: user.status,
    domain: clan.domain,
    emailVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
    version: user.version,
  };
}
