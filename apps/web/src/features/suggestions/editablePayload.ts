// "Sửa rồi duyệt": the text values of a proposal a reviewer may correct, found by walking its payload, and
// the payload with the corrections put back. Ids, dates and choices stay as proposed.

type Json = Record<string, unknown>;

/** Keys never offered for editing: ids and choices. */
const FIXED = new Set(['otherParentId', 'otherPersonId', 'relation', 'sex', 'kind']);

export interface EditableField {
  /** Dotted path in the payload (`changes.name`, `person.name`, `source.title`). */
  path: string;
  /** The field as the diff names it (`name`, `otherNames.hieu`, `title`). */
  field: string;
  value: string;
}

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The payload's editable text values, in the order they appear. */
export function editableFields(payload: Json): EditableField[] {
  const fields: EditableField[] = [];
  const walk = (value: Json, path: string[]) => {
    for (const [key, inner] of Object.entries(value)) {
      if (FIXED.has(key)) continue;
      const at = [...path, key];
      if (typeof inner === 'string') {
        // The diff names a person's other names by their group (`otherNames.hieu`); other keys by themselves.
        const field = at.includes('otherNames') ? `otherNames.${key}` : key;
        fields.push({ path: at.join('.'), field, value: inner });
      } else if (isRecord(inner) && !('solar' in inner || 'lunar' in inner || 'phrase' in inner)) {
        walk(inner, at);
      }
    }
  };
  walk(payload, []);
  return fields;
}

/** A copy of `payload` with `values` (path → text) written in; a blank optional value becomes null. */
export function withEdits(payload: Json, values: Readonly<Record<string, string>>): Json {
  const copy: Json = structuredClone(payload);
  for (const [path, value] of Object.entries(values)) {
    const keys = path.split('.');
    const last = keys.pop();
    if (last === undefined) continue;
    let target: Json = copy;
    for (const key of keys) {
      const next = target[key];
      if (!isRecord(next)) break;
      target = next;
    }
    const required = last === 'name' || last === 'title' || last === 'url';
    target[last] = value.trim() === '' && !required ? null : value;
  }
  return copy;
}
