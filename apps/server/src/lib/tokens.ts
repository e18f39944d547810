import { createHash, randomBytes } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  userId: string;
  clanId: string;
  /** The session (refresh-token family) that issued the token: it dies with that session. */
  sessionId: string;
}

const ISSUER = 'giapha';
const ACCESS_TYPE = 'access';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlMinutes: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(claims: AccessClaims, now = new Date()): Promise<{ token: string; expires: Date }> {
    const expires = new Date(now.getTime() + this.ttlMinutes * 60_000);
    const token = await new SignJWT({ clan: claims.clanId, sid: claims.sessionId, typ: ACCESS_TYPE })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .setExpirationTime(Math.floor(expires.getTime() / 1000))
      .sign(this.key);
    return { token, expires };
  }

  /**
   * The claims of a valid access token, or null for anything else (bad signature, `alg: none`,
   * expired, no session…).
   * Whether its session is still open is the auth plugin's question (it asks the database).
   */
  async verify(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], issuer: ISSUER });
      if (
        payload.typ !== ACCESS_TYPE ||
        typeof payload.sub !== 'string' ||
        typeof payload.clan !== 'string' ||
        typeof payload.sid !== 'string' ||
        !UUID.test(payload.sid)
      ) {
        return null;
      }
      return { userId: payload.sub, clanId: payload.clan, sessionId: payload.sid };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }
}

/** An opaque random token for refresh, reset and verification links. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256: a leaked table gives no working token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
