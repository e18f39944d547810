import { type Family, type LifeDate, type Person, treeGraphResponse } from '@giapha/contract';
import {
  type DraftFamily,
  type DraftLifeDate,
  type DraftPerson,
  type DraftTree,
  slugify,
  writeGedcom,
} from '@giapha/genealogy';
import type { Db } from '../../db/client.ts';
import type { ClanContext } from '../../lib/request-context.ts';
import { TreesService } from './trees.service.ts';

/** A person's date as the exporter reads it: the whole qualified date (places are not written yet). */
function draftDate(date: LifeDate | null): DraftLifeDate | null {
  if (!date || (!date.solar && !date.lunar && !date.phrase && !date.end)) return null;
  return { ...date, place: null };
}

function draftPerson(person: Person): DraftPerson {
  const otherNames: DraftPerson['otherNames'] = [];
  for (const kind of ['tenHuy', 'tenTu', 'hieu', 'thuyHieu'] as const) {
    const value = person.otherNames[kind];
    if (value) otherNames.push({ kind, value });
  }
  return {
    id: person.id,
    name: person.name,
    surname: person.surname,
    sex: person.sex,
    generation: person.generation,
    ordinalNumber: person.ordinalNumber,
    birth: draftDate(person.birth),
    death: draftDate(person.death),
    deceased: person.deceased,
    otherNames,
    notes: person.notes,
  };
}

/**
 * A family of the app has a head, a principal wife and further wives; GEDCOM has one FAM per couple.
 * Each wife gets her own family with the children whose mother she is (unnamed mother: the principal).
 */
function draftFamilies(family: Family): DraftFamily[] {
  const wives = [...new Set([family.mother, ...family.spouses].filter((w): w is string => w !== null))];
  const principal = wives[0] ?? null;
  const motherOf = (motherId: string | null) =>
    motherId !== null && wives.includes(motherId) ? motherId : principal;
  if (wives.length <= 1) {
    return [
      {
        id: family.id,
        fatherId: family.father,
        motherId: principal,
        children: family.children.map((c) => ({ personId: c.personId, relation: c.relation })),
        marriage: null,
      },
    ];
  }
  return wives.map((wife, i) => ({
    id: i === 0 ? family.id : `${family.id}-${i}`,
    fatherId: family.father,
    motherId: wife,
    children: family.children
      .filter((c) => motherOf(c.motherId) === wife)
      .map((c) => ({ personId: c.personId, relation: c.relation })),
    marriage: null,
  }));
}

/** A tree as a GEDCOM 5.5.1 file (spec "GEDCOM export"), with the name to download it under. */
export async function treeGedcom(db: Db, context: ClanContext, treeId: string) {
  // The same graph the canvas reads (GET /api/tree-graph), so the file holds what the tree shows.
  const graph = treeGraphResponse.parse(
    JSON.parse(await new TreesService(db).graphBody(context, treeId)),
  ).data;
  const tree: DraftTree = {
    persons: graph.persons.map(draftPerson),
    families: graph.families.flatMap(draftFamilies),
    warnings: [],
    report: [],
  };
  const fileName = `${slugify(graph.tree.name) || 'gia-pha'}.ged`;
  return { fileName, text: writeGedcom(tree, { sourceName: fileName }) };
}
