import { LEDGER_GRANT_MINUTES } from '@giapha/contract';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'giapha';
const GRANT_TYPE = 'ledger';

/**
 * Short-lived grants to read a campaign's `code` ledger, handed out by `POST /api/campaign/verify-otp`
 * after the right code. Signed (HS256, the server's JWT secret) and bound to the clan and campaign, so
 * a grant can neither be forged nor carried to another campaign; an access token is never a grant.
 */
export class LedgerGrants {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(
    clanId: string,
    campaignId: string,
    now = new Date(),
  ): Promise<{ grant: string; expiresAt: Date }> {
    const expiresAt = new Date(now.getTime() + LEDGER_GRANT_MINUTES * 60_000);
    const grant = await new SignJWT({ clan: clanId, typ: GRANT_TYPE })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(campaignId)
      .setIssuer(ISSUER)
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
    return { grant, expiresAt };
  }

  /** Whether `grant` is a valid, unexpired grant for this clan's campaign. */
  async allows(grant: string | undefined, clanId: string, campaignId: string): Promise<boolean> {
    if (!grant) return false;
    try {
      const { payload } = await jwtVerify(grant, this.key, { algorithms: ['HS256'], issuer: ISSUER });
      return payload.typ === GRANT_TYPE && payload.clan === clanId && payload.sub === campaignId;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return false;
      throw error;
    }
  }
}
