import type { APIResponse } from '@playwright/test';

/** The value at `keys` inside parsed JSON, or undefined when any step is missing. */
export function valueAt(json: unknown, ...keys: string[]): unknown {
  let current: unknown = json;
  for (const key of keys) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = Object.getOwnPropertyDescriptor(current, key)?.value;
  }
  return current;
}

/** The string at `keys`, failing the test with the whole body when it is not one. */
export function stringAt(json: unknown, ...keys: string[]): string {
  const value = valueAt(json, ...keys);
  if (typeof value !== 'string') {
    throw new Error(`expected a string at ${keys.join('.')} in ${JSON.stringify(json)}`);
  }
  return value;
}

/** Parsed body, typed as unknown: read it with valueAt/stringAt or expect().toMatchObject. */
export async function jsonOf(response: APIResponse): Promise<unknown> {
  const body: unknown = await response.json();
  return body;
}

/** `e2e-` and six random lowercase letters: a clan domain no earlier run has taken. */
export function randomDomain(): string {
  const letters = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
  return `e2e-${letters.join('')}`;
}
