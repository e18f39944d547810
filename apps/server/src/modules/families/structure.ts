import { MESSAGES } from '@giapha/contract';
import type { DbOrTx } from '../../db/client.ts';
import { found, notFound } from '../../lib/errors.ts';
import type { ActorContext } from '../../lib/request-context.ts';
import { recordAction } from '../audit/audit-trail.ts';
import type { ClanRow } from '../clans/clans.repo.ts';
import { type PersonRow, personsRepo } from '../persons/persons.repo.ts';
import { type TreeRow, treesRepo } from '../trees/trees.repo.ts';
import { type FamilyRecord, familiesRepo } from './families.repo.ts';

// The reads, checks and audit entry every structural write starts or ends with: the families service
// (spouses, children, family membership) and the split service (branches, sync) share them.

/**
 * The spec's web app sends a `clanId`; the tenant comes from the request, so a body naming another
 * clan is never acted on: it answers as if the thing asked for did not exist.
 */
export function assertOwnClan(clan: ClanRow, clanId: string | undefined, message: string): void {
  if (clanId !== undefined && clanId !== '' && clanId !== clan.id) throw notFound(message);
}

/** The tree, or 404. `lock` holds its row until the transaction ends (structural writes on one tree queue up). */
export async function findTree(db: DbOrTx, clanId: string, treeId: string, lock = false): Promise<TreeRow> {
  const repo = treesRepo(db, clanId);
  const tree = lock ? await repo.lockById(treeId) : await repo.findById(treeId);
  if (!tree) throw notFound(MESSAGES.treeNotFound);
  return tree;
}

export async function findPerson(db: DbOrTx, clanId: string, personId: string): Promise<PersonRow> {
  const person = found(await personsRepo(db, clanId).findById(personId), MESSAGES.personNotFound);
  return person;
}

export async function findFamily(db: DbOrTx, clanId: string, familyId: string): Promise<FamilyRecord> {
  const family = found(await familiesRepo(db, clanId).findById(familyId), MESSAGES.familyNotFound);
  return family;
}

export async function assertPersonInTree(db: DbOrTx, clanId: string, treeId: string, personId: string) {
  if (!(await treesRepo(db, clanId).hasPerson(treeId, personId))) throw notFound(MESSAGES.personNotInTree);
}

/** A structural change, named `<target>.<verb>`: its target is a tree or a family. */
type StructureAction = `tree.${string}` | `family.${string}`;

/** How the audit log names a tree (its name) or a family (its heads: `Nguyễn Văn A – Trần Thị B`). */
async function targetName(
  db: DbOrTx,
  clanId: string,
  action: StructureAction,
  id: string,
): Promise<string | null> {
  if (action.startsWith('tree.')) return (await treesRepo(db, clanId).findById(id))?.name ?? null;
  const family = await familiesRepo(db, clanId).findById(id);
  const heads = [family?.fatherId, family?.motherId].filter((id): id is string => typeof id === 'string');
  const persons = await personsRepo(db, clanId).findByIds(heads);
  const names = heads
    .map((id) => persons.find((p) => p.id === id)?.name)
    .filter((name) => name !== undefined);
  return names.length > 0 ? names.join(' – ') : null;
}

/**
 * Records in the clan's audit log (DESIGN §10) that the actor changed the structure of the tree or the
 * family `id` (as the action names it), with its name then.
 */
export async function auditStructure(
  db: DbOrTx,
  context: ActorContext,
  action: StructureAction,
  id: string,
  detail: Record<string, unknown>,
): Promise<void> {
  const name = await targetName(db, context.clan.id, action, id);
  await recordAction(db, context, action, { id, name, detail });
}

/** Runs `work` over `items` in slices, keeping each statement under PostgreSQL's parameter limit. */
export async function inChunks<T>(
  items: readonly T[],
  work: (chunk: readonly T[]) => Promise<void>,
  size = 5000,
): Promise<void> {
  for (let i = 0; i < items.length; i += size) await work(items.slice(i, i + size));
}
