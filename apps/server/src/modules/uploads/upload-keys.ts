import { VARIANT_SUFFIXES, type VariantSuffix } from './image-pipeline.ts';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const CLAN_ID = new RegExp(`^${UUID}$`);
/** `{fileId}.webp` or one of its copies (`-480`, `-1024`, `-thumb`): nothing else is ever served. */
const SERVED_NAME = new RegExp(`^${UUID}(?:${VARIANT_SUFFIXES.join('|')})?\\.webp$`);
const MAIN_KEY = new RegExp(`^(${UUID}/${UUID})\\.webp$`);

/** The storage key of an upload's main copy: `{clanId}/{fileId}.webp`. */
export function mainKey(clanId: string, fileId: string): string {
  return `${clanId}/${fileId}.webp`;
}

export function variantKey(clanId: string, fileId: string, suffix: VariantSuffix): string {
  return `${clanId}/${fileId}${suffix}.webp`;
}

/** The address the browser loads a stored key from (the server serves it, from disk or bucket). */
export function publicUrl(key: string): string {
  return `/uploads/${key}`;
}

/** Every stored key of an upload, from its main key: the main copy and each smaller one. */
export function allKeysOf(storageKey: string): string[] {
  const match = MAIN_KEY.exec(storageKey);
  if (!match) return [storageKey];
  return [storageKey, ...VARIANT_SUFFIXES.map((suffix) => `${match[1]}${suffix}.webp`)];
}

/** The key for `GET /uploads/{clanId}/{name}`, or null when the path is not one the server makes. */
export function servedKey(clanId: string, name: string): string | null {
  return CLAN_ID.test(clanId) && SERVED_NAME.test(name) ? `${clanId}/${name}` : null;
}
