// Minimal valid request values generated from a route's zod schema (through its JSON Schema), with
// field names the sweep knows filled with clan A's real ids.
import { z } from 'zod';

const jsonValue = z.json();
export type Json = z.infer<typeof jsonValue>;
type Schema = Record<string, unknown>;

const schemaRecord = z.record(z.string(), z.unknown());

function asSchema(value: unknown): Schema | undefined {
  const parsed = schemaRecord.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

function schemaList(value: unknown): Schema[] {
  if (!Array.isArray(value)) return [];
  const out: Schema[] = [];
  for (const item of value) {
    const schema = asSchema(item);
    if (schema) out.push(schema);
  }
  return out;
}

function numberOf(value: unknown): number | undefined {
  return typeof value === 'number' ? value : undefined;
}

let counter = 0;
/** A short unique suffix, so two creates of the same route never collide on a slug or a name. */
export function unique(): string {
  counter += 1;
  return `${Date.now().toString(36)}${counter}`;
}

/** Values by field name: clan A's ids and the few formats a JSON Schema cannot say (bank BIN…). */
export type Known = Record<string, () => Json>;

interface Context {
  known: Known;
  root: Schema;
}

function resolveRef(schema: Schema, context: Context): Schema {
  const ref = schema.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return schema;
  let target: unknown = context.root;
  for (const part of ref.slice(2).split('/')) target = asSchema(target)?.[part];
  return asSchema(target) ?? {};
}

function stringValue(schema: Schema, name: string): string {
  const format = schema.format;
  if (format === 'email') return `sweep-${unique()}@example.vn`;
  if (format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (format === 'date-time') return new Date().toISOString();
  if (format === 'date') return '2026-01-15';
  if (format === 'uri') return 'https://example.vn/sweep';
  const min = numberOf(schema.minLength) ?? 1;
  const max = numberOf(schema.maxLength) ?? 60;
  const text = `Sweep ${name} ${unique()}`.padEnd(min, 'x');
  return text.slice(0, Math.max(min, Math.min(max, text.length)));
}

function generate(input: Schema, name: string, context: Context): Json | undefined {
  const schema = resolveRef(input, context);
  const known = context.known[name];
  if (known) return known();
  if ('const' in schema) return jsonValue.parse(schema.const ?? null);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return jsonValue.parse(schema.enum[0]);
  const options = [...schemaList(schema.anyOf), ...schemaList(schema.oneOf)];
  if (options.length > 0) {
    const chosen = options.find((option) => option.type !== 'null') ?? options[0] ?? {};
    return generate(chosen, name, context);
  }
  const allOf = schemaList(schema.allOf);
  if (allOf.length > 0) return generate(Object.assign({}, ...allOf), name, context);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const properties = asSchema(schema.properties) ?? {};
      const required = Array.isArray(schema.required) ? schema.required : [];
      const out: Record<string, Json> = {};
      for (const key of required) {
        if (typeof key !== 'string') continue;
        const value = generate(asSchema(properties[key]) ?? {}, key, context);
        if (value !== undefined) out[key] = value;
      }
      return out;
    }
    case 'array': {
      const count = numberOf(schema.minItems) ?? 0;
      const items = asSchema(schema.items) ?? {};
      return Array.from({ length: count }, () => generate(items, name, context) ?? null);
    }
    case 'string':
      return stringValue(schema, name);
    case 'integer':
    case 'number': {
      const minimum = numberOf(schema.minimum) ?? numberOf(schema.exclusiveMinimum) ?? 0;
      return Math.max(1, Math.ceil(minimum));
    }
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return undefined;
  }
}

/** The smallest value the schema takes: required fields only, known names filled in. */
export function minimalValue(schema: z.ZodType, known: Known): Json | undefined {
  const root = asSchema(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })) ?? {};
  return generate(root, '', { known, root });
}

/** The top-level property names of an object schema (its contract). */
export function topLevelKeys(schema: z.ZodType | undefined): Set<string> {
  if (!schema) return new Set();
  const root = asSchema(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })) ?? {};
  return new Set(Object.keys(asSchema(root.properties) ?? {}));
}
