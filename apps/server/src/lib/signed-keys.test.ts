import { describe, expect, it } from 'vitest';
import { isSignedKey, signedKey } from './signed-keys.ts';

describe('signed keys', () => {
  const secret = 'a-secret-of-the-server-long-enough';

  it('opens only the address it was made for', () => {
    const key = signedKey(secret, 'calendar-feed', ['clan', 'user', 0]);
    expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(isSignedKey(secret, 'calendar-feed', ['clan', 'user', 0], key)).toBe(true);
    expect(isSignedKey(secret, 'reminder-unsubscribe', ['clan', 'user', 0], key)).toBe(false);
    expect(isSignedKey(secret, 'calendar-feed', ['clan', 'user', 1], key)).toBe(false);
    expect(isSignedKey(secret, 'calendar-feed', ['clan', 'other', 0], key)).toBe(false);
    expect(isSignedKey('another-secret-entirely-different', 'calendar-feed', ['clan', 'user', 0], key)).toBe(
      false,
    );
    expect(isSignedKey(secret, 'calendar-feed', ['clan', 'user', 0], key.slice(1))).toBe(false);
  });
});
