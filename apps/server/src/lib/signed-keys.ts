import { createHmac, timingSafeEqual } from 'node:crypto';

// Keys a member carries in an address that must work without signing in (issue 24): their private
// calendar feed and the one-click unsubscribe of reminder mail. Nothing is stored: the key is an HMAC of
// what it stands for under the server's secret, so changing a part (the calendar key counter) retires it.

/** Which address a key opens; a key made for one purpose never opens another. */
export type SignedKeyPurpose = 'calendar-feed' | 'reminder-unsubscribe';

/** The key of `parts` for `purpose`: 32 URL-safe characters. */
export function signedKey(
  secret: string,
  purpose: SignedKeyPurpose,
  parts: readonly (string | number)[],
): string {
  return createHmac('sha256', secret)
    .update([purpose, ...parts.map(String)].join('\n'))
    .digest('base64url')
    .slice(0, 32);
}

/** Whether `candidate` is the key of `parts` for `purpose`, compared in constant time. */
export function isSignedKey(
  secret: string,
  purpose: SignedKeyPurpose,
  parts: readonly (string | number)[],
  candidate: string,
): boolean {
  const expected = Buffer.from(signedKey(secret, purpose, parts));
  const given = Buffer.from(candidate);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
