import { MESSAGES, type MyKinship } from '@giapha/contract';
import { buildKinshipGraphIndex, type KinshipFamily, kinshipAnswer } from '@giapha/genealogy';
import type { Db } from '../../db/client.ts';
import { found } from '../../lib/errors.ts';
import type { ActorContext } from '../../lib/request-context.ts';
import { type ClanKinshipGraph, loadClanKinshipGraph, treesOfFamilies } from './kinship.repo.ts';
import { personLinksRepo } from './person-links.repo.ts';

const NO_ANSWER = { term: null, reciprocal: null, address: null, description: null, persons: [], path: [] };

/**
 * Xưng hô between the signed-in member's person and `personId`, for a person page (which loads no tree):
 * found over the clan's whole graph, since a person may stand on several trees. The register is the
 * member's own choice, else the clan's; the member's sex refines the reciprocal.
 */
export async function myKinship(db: Db, { actor, clan }: ActorContext, personId: string): Promise<MyKinship> {
  const repo = personLinksRepo(db, clan.id);
  const [user, person, clanRegion] = await Promise.all([
    repo.findUser(actor.id),
    repo.findPerson(personId),
    repo.clanRegion(),
  ]);
  const me = found(user, MESSAGES.userNotFound);
  found(person, MESSAGES.personNotFound);
  const region = me.kinshipRegion ?? clanRegion;
  if (!me.personId) {
    return {
      linked: false,
      region,
      answer: { ...NO_ANSWER, kind: 'unrelated', message: MESSAGES.personNotLinked },
      names: {},
      treeId: null,
    };
  }
  const graph = await loadClanKinshipGraph(db, clan.id);
  const answer = kinshipAnswer(buildKinshipGraphIndex(graph), me.personId, personId, {
    region,
    selfSex: graph.persons.get(me.personId)?.sex ?? null,
  });
  const names: Record<string, string> = {};
  for (const id of answer.persons) names[id] = graph.persons.get(id)?.name ?? '';
  // The rules speak of "this tree"; here the whole clan's records were searched.
  if (answer.kind === 'unrelated') answer.message = MESSAGES.kinshipNoRelation;
  const treeId = answer.persons.length > 1 ? await treeHolding(db, clan.id, graph, answer.persons) : null;
  return { linked: true, region, answer, names, treeId };
}

function membersOf(family: KinshipFamily): string[] {
  return [
    ...[family.father, family.mother].filter((id): id is string => id !== null),
    ...family.spouses,
    ...family.children.map((child) => child.personId),
  ];
}

/** The first tree (oldest first) that shows every person on the path, for "see it on the tree"; else null. */
async function treeHolding(
  db: Db,
  clanId: string,
  graph: ClanKinshipGraph,
  path: readonly string[],
): Promise<string | null> {
  const wanted = new Set(path);
  const membersByFamily = new Map<string, string[]>();
  for (const family of graph.families) {
    const members = membersOf(family).filter((id) => wanted.has(id));
    if (members.length > 0) membersByFamily.set(family.id, members);
  }
  const shown = new Map<string, Set<string>>();
  for (const { treeId, familyId } of await treesOfFamilies(db, clanId, [...membersByFamily.keys()])) {
    const persons = shown.get(treeId) ?? new Set<string>();
    shown.set(treeId, persons);
    for (const id of membersByFamily.get(familyId) ?? []) persons.add(id);
  }
  for (const [treeId, persons] of shown) if (persons.size === wanted.size) return treeId;
  return null;
}
