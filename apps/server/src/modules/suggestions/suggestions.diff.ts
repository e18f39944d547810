import { SUGGESTED_PERSON_FIELDS, type SuggestionDiffRow } from '@giapha/contract';
import type { PersonRow } from '../persons/persons.repo.ts';
import type { SuggestionRow } from './suggestions.repo.ts';

// What a proposal is compared with (issue 24): a person's values as the review shows them, and the rows of
// the side-by-side diff (then, now, proposed) for each kind of proposal. Pure: the service reads the rows.

export type Json = Record<string, unknown>;

function asRecord(value: unknown): Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
}

/** A person's values as a review names them (`otherNames.hieu`…). */
export function personValues(row: PersonRow): Json {
  return {
    name: row.name,
    nameHanNom: row.nameHanNom,
    sex: row.sex,
    generation: row.generation,
    ordinalNumber: row.ordinalNumber,
    'otherNames.tenHuy': row.otherNames.tenHuy,
    'otherNames.tenTu': row.otherNames.tenTu,
    'otherNames.hieu': row.otherNames.hieu,
    'otherNames.thuyHieu': row.otherNames.thuyHieu,
    'otherNames.phapDanh': row.otherNames.phapDanh ?? null,
    birth: row.birth,
    death: row.death,
    deceased: row.deceased,
    burialPlace: row.burialPlace,
    biography: row.biography,
    avatar: row.avatar,
  };
}

/** An edit's changes flattened the same way (only the fields it names). */
export function flatChanges(changes: Json): Json {
  const flat: Json = {};
  for (const [field, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    if (field === 'otherNames') {
      for (const [name, part] of Object.entries(asRecord(value))) {
        if (part !== undefined) flat[`otherNames.${name}`] = part;
      }
    } else {
      flat[field] = value;
    }
  }
  return flat;
}

export function pick(values: Json, fields: readonly string[]): Json {
  return Object.fromEntries(fields.map((field) => [field, values[field] ?? null]));
}

const RELATIVE_FIELDS = ['name', 'sex', 'birth', 'death', 'deceased', 'biography'] as const;
const SOURCE_FIELDS = ['title', 'author', 'date', 'repository', 'note'] as const;
const DUPLICATE_FIELDS = ['name', 'sex', 'generation', 'birth', 'death'] as const;

/** The side-by-side rows of a proposal: what it was made on, what is there now, what it proposes. */
export function diffOf(row: SuggestionRow, person: PersonRow | undefined, other: PersonRow | undefined) {
  const current = person ? personValues(person) : {};
  const base = row.base ?? {};
  const payload = row.payload;
  const rows: SuggestionDiffRow[] = [];
  const add = (field: string, values: { base?: unknown; current?: unknown; proposed?: unknown }) =>
    rows.push({
      field,
      base: values.base ?? null,
      current: values.current ?? null,
      proposed: values.proposed ?? null,
    });
  switch (row.kind) {
    case 'editPerson': {
      const proposed = flatChanges(asRecord(payload.changes));
      for (const field of SUGGESTED_PERSON_FIELDS) {
        if (field in proposed)
          add(field, { base: base[field], current: current[field], proposed: proposed[field] });
      }
      break;
    }
    case 'addSpouse':
    case 'addChild': {
      const relative = asRecord(payload.person);
      for (const field of RELATIVE_FIELDS) {
        if (relative[field] !== undefined) add(field, { proposed: relative[field] });
      }
      if (row.kind === 'addChild') {
        if (base.otherParent) add('otherParent', { proposed: base.otherParent });
        add('relation', { proposed: payload.relation ?? 'birth' });
      }
      break;
    }
    case 'addPhoto':
      add('avatar', { base: base.avatar, current: current.avatar, proposed: payload.url });
      break;
    case 'addSource': {
      const source = asRecord(payload.source);
      for (const field of SOURCE_FIELDS) {
        if (source[field] !== undefined && source[field] !== null) add(field, { proposed: source[field] });
      }
      if (payload.page) add('page', { proposed: payload.page });
      if (payload.quote) add('quote', { proposed: payload.quote });
      break;
    }
    case 'duplicate': {
      const others = other ? personValues(other) : {};
      for (const field of DUPLICATE_FIELDS) add(field, { current: current[field], proposed: others[field] });
      break;
    }
  }
  return rows;
}
