import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  type BankNotificationResult,
  type bankNotificationBody,
  bankWebhookApi,
  type WebhookSecret,
} from '@giapha/contract';
import type { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { ActorContext, ClanContext } from '../../lib/request-context.ts';
import { clanSite } from '../../lib/site-url.ts';
import { recordAction } from '../audit/audit-trail.ts';
import type { ClanRow } from '../clans/clans.repo.ts';
import { bankWebhookRepo } from './bank-webhook.repo.ts';
import { type DonationRow, donationsRepo } from './donations.repo.ts';
import { campaignForNote } from './transfer-codes.ts';

export const WEBHOOK_PATH = bankWebhookApi.notify.path;
const SIGNATURE = /^sha256=([0-9a-f]{64})$/i;

/** A new secret: 32 random bytes, base64url (43 characters). */
function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Whether `header` is `sha256=<hex>` of the HMAC-SHA256 of `body` under `secret`, compared in constant time. */
function signatureMatches(secret: string, body: Buffer, header: string | undefined): boolean {
  const hex = header ? SIGNATURE.exec(header.trim())?.[1] : undefined;
  if (!hex) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  return timingSafeEqual(expected, Buffer.from(hex, 'hex'));
}

const text = (s: string | undefined) => s?.trim().normalize('NFC') || null;

function duplicate(row: DonationRow): BankNotificationResult {
  return { status: 'duplicate', transactionId: row.id, campaignId: row.campaignId };
}

/**
 * Bank notifications: a clan's notifier (the bank's API or a relay such as a banking-app forwarder)
 * posts each incoming transfer, signed with the clan's secret; it is credited once per reference to
 * the campaign whose code the note holds, or waits unassigned for an admin.
 */
export class BankWebhookService {
  constructor(
    private readonly db: Db,
    private readonly config: Pick<AppConfig, 'publicUrl'>,
  ) {}

  /** The address the notifier posts to: the clan's own site (PUBLIC_URL, `{domain}` naming the clan). */
  webhookUrl(clan: Pick<ClanRow, 'domain'>): string {
    return clanSite(this.config, clan.domain).url(WEBHOOK_PATH);
  }

  /** The clan's secret, made on first read. Every read is audited (the secret itself is not). */
  async secret({ actor, clan }: ActorContext): Promise<WebhookSecret> {
    return this.db.transaction(async (tx) => {
      const repo = bankWebhookRepo(tx, clan.id);
      const created = (await repo.findSecret()) ? false : await repo.insertSecretIfMissing(newSecret());
      const secret = await repo.findSecret();
      if (!secret) throw new Error('bank webhook secret missing after insert');
      await recordAction(tx, { actor, clan }, 'bankWebhook.secret.view', { detail: { created } });
      return { secret, url: this.webhookUrl(clan) };
    });
  }

  /** A new secret; notifications signed with the old one are refused from now on. */
  async rotateSecret({ actor, clan }: ActorContext): Promise<WebhookSecret> {
    return this.db.transaction(async (tx) => {
      const secret = newSecret();
      await bankWebhookRepo(tx, clan.id).replaceSecret(secret);
      await recordAction(tx, { actor, clan }, 'bankWebhook.secret.rotate', {});
      return { secret, url: this.webhookUrl(clan) };
    });
  }

  /** Whether the raw body is signed with the clan's secret; a clan without one accepts nothing. */
  async verify({ clan }: ClanContext, rawBody: Buffer, header: string | undefined): Promise<boolean> {
    const secret = await bankWebhookRepo(this.db, clan.id).findSecret();
    return secret !== undefined && signatureMatches(secret, rawBody, header);
  }

  /**
   * Credits one notified transfer. Money going out is ignored; a reference already in the ledger is a
   * duplicate (the bank retries until it hears 200), also when two identical notifications race: the
   * unique reference lets one of them in.
   */
  async receive(
    { clan }: ClanContext,
    body: z.output<typeof bankNotificationBody>,
  ): Promise<BankNotificationResult> {
    if (body.amount <= 0) return { status: 'ignored', transactionId: null, campaignId: null };
    const repo = donationsRepo(this.db, clan.id);
    const known = await repo.findByReference(body.reference);
    if (known) return duplicate(known);

    const campaign = campaignForNote(body.description, await repo.campaignCodes());
    const [row] = await repo.insertNewReferences([
      {
        campaignId: campaign?.id ?? null,
        donorName: text(body.senderName),
        anonymous: false,
        amount: body.amount,
        note: text(body.description),
        paidAt: body.paidAt ? new Date(body.paidAt) : new Date(),
        source: 'bank',
        bankReference: body.reference,
        createdBy: null,
      },
    ]);
    if (!row) {
      const winner = await repo.findByReference(body.reference);
      if (!winner) throw new Error('bank reference conflicted but no row holds it');
      return duplicate(winner);
    }
    return {
      status: row.campaignId ? 'credited' : 'unassigned',
      transactionId: row.id,
      campaignId: row.campaignId,
    };
  }
}
