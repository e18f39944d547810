import {
  citationFactFits,
  citationFactFor,
  type createCitationBody,
  MESSAGES,
  type updateCitationBody,
} from '@giapha/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { assertFamilyInBranch, assertInBranch } from '../../lib/branch-rights.ts';
import { badRequest, errorCode, found, notFound } from '../../lib/errors.ts';
import type { ActorContext, ClanContext, EditorContext } from '../../lib/request-context.ts';
import { diffRows } from '../audit/audit-diff.ts';
import { recordAction } from '../audit/audit-trail.ts';
import { familiesRepo } from '../families/families.repo.ts';
import { lifeEventsRepo } from '../life-events/life-events.repo.ts';
import { type CitationPatch, type CitationRow, citationsRepo } from './citations.repo.ts';
import { toCitationDto } from './sources.dto.ts';
import { type SourceRow, sourcePagesRepo, sourcesRepo } from './sources.repo.ts';

const FOREIGN_KEY_VIOLATION = '23503';

/** A row the citation names was deleted while it was being saved: said as that row not being found. */
function missingReference(error: unknown): unknown {
  for (let e: unknown = error; e; e = e instanceof Error ? e.cause : undefined) {
    if (errorCode(e) === FOREIGN_KEY_VIOLATION) return notFound(MESSAGES.notFound);
  }
  return error;
}

/** A person's evidence (issue 21): citations of sources by a person's facts, life events and families. */
export class CitationsService {
  constructor(private readonly db: Db) {}

  private async source(db: DbOrTx, clanId: string, id: string): Promise<SourceRow> {
    const row = found(await sourcesRepo(db, clanId).findById(id), MESSAGES.sourceNotFound);
    return row;
  }

  /** 404 unless the page is the clan's; 400 on `pageId` unless it is a page of `sourceId`. */
  private async checkPage(db: DbOrTx, clanId: string, pageId: string, sourceId: string) {
    const page = found(await sourcePagesRepo(db, clanId).findById(pageId), MESSAGES.sourcePageNotFound);
    if (page.sourceId !== sourceId) {
      throw badRequest(MESSAGES.citationPageOtherSource, [
        { field: 'pageId', message: MESSAGES.citationPageOtherSource },
      ]);
    }
  }

  private async dto(db: DbOrTx, clanId: string, id: string) {
    const row = found(await citationsRepo(db, clanId).findWithSource(id), MESSAGES.citationNotFound);
    return toCitationDto(row);
  }

  private async audit(
    db: DbOrTx,
    { actor, clan }: ActorContext,
    action: 'citation.create' | 'citation.update' | 'citation.delete',
    row: CitationRow,
    detail: Record<string, unknown>,
  ) {
    const source = await sourcesRepo(db, clan.id).findById(row.sourceId);
    await recordAction(db, { actor, clan }, action, {
      id: row.id,
      name: source?.title ?? null,
      detail,
    });
  }

  /**
   * A keeper cites for persons inside their branches only (issue 24): the person, the life event's person
   * or family, or the family, whichever the citation backs. Rows not found are left to the 404s.
   */
  private async assertOwnerInBranch(
    db: DbOrTx,
    context: EditorContext,
    owner: { personId: string | null; eventId: string | null; familyId: string | null },
  ): Promise<void> {
    if (context.scope === null) return;
    const { clan } = context;
    let { personId, familyId } = owner;
    if (owner.eventId) {
      const event = await lifeEventsRepo(db, clan.id).findById(owner.eventId);
      personId = event?.personId ?? personId;
      familyId = event?.familyId ?? familyId;
    }
    if (personId) assertInBranch(context, [personId]);
    if (familyId) {
      const family = await familiesRepo(db, clan.id).findById(familyId);
      if (family) assertFamilyInBranch(context, family);
    }
  }

  /** Everything cited for the person: their facts, their life events, their families as a spouse. */
  async ofPerson({ clan }: ClanContext, personId: string) {
    const repo = citationsRepo(this.db, clan.id);
    if (!(await repo.personExists(personId))) throw notFound(MESSAGES.personNotFound);
    return (await repo.ofPerson(personId)).map(toCitationDto);
  }

  /** The source, the page and the one owner must all be the clan's (404 otherwise). */
  async create(context: EditorContext, input: z.output<typeof createCitationBody>) {
    const { clan } = context;
    try {
      return await this.db.transaction(async (tx) => {
        const repo = citationsRepo(tx, clan.id);
        if (input.personId && !(await repo.personExists(input.personId))) {
          throw notFound(MESSAGES.personNotFound);
        }
        if (input.eventId && !(await repo.eventExists(input.eventId))) {
          throw notFound(MESSAGES.lifeEventNotFound);
        }
        if (input.familyId && !(await repo.familyExists(input.familyId))) {
          throw notFound(MESSAGES.familyNotFound);
        }
        await this.assertOwnerInBranch(tx, context, {
          personId: input.personId ?? null,
          eventId: input.eventId ?? null,
          familyId: input.familyId ?? null,
        });
        await this.source(tx, clan.id, input.sourceId);
        if (input.pageId) await this.checkPage(tx, clan.id, input.pageId, input.sourceId);
        const row = await repo.insert({
          sourceId: input.sourceId,
          pageId: input.pageId ?? null,
          page: input.page ?? null,
          personId: input.personId ?? null,
          eventId: input.eventId ?? null,
          familyId: input.familyId ?? null,
          fact: input.fact ?? citationFactFor(input),
          quote: input.quote ?? null,
          note: input.note ?? null,
        });
        await this.audit(tx, context, 'citation.create', row, {
          fact: row.fact,
          personId: row.personId,
          eventId: row.eventId,
          familyId: row.familyId,
        });
        return this.dto(tx, clan.id, row.id);
      });
    } catch (error) {
      throw missingReference(error);
    }
  }

  /**
   * Changes the fields sent; the owner stays. Another source drops the page of the old one unless a page
   * of the new one is sent.
   */
  async update(context: EditorContext, id: string, input: z.output<typeof updateCitationBody>) {
    const { clan } = context;
    try {
      return await this.db.transaction(async (tx) => {
        const repo = citationsRepo(tx, clan.id);
        const current = found(await repo.findByIdForUpdate(id), MESSAGES.citationNotFound);
        await this.assertOwnerInBranch(tx, context, current);
        const patch: CitationPatch = {};
        const sourceId = input.sourceId ?? current.sourceId;
        if (input.sourceId !== undefined && input.sourceId !== current.sourceId) {
          await this.source(tx, clan.id, input.sourceId);
          patch.sourceId = input.sourceId;
          if (input.pageId === undefined && current.pageId) patch.pageId = null;
        }
        if (input.pageId !== undefined) {
          if (input.pageId) await this.checkPage(tx, clan.id, input.pageId, sourceId);
          patch.pageId = input.pageId;
        }
        if (input.fact !== undefined) {
          if (!citationFactFits(current, input.fact)) {
            throw badRequest(MESSAGES.citationFactMismatch, [
              { field: 'fact', message: MESSAGES.citationFactMismatch },
            ]);
          }
          patch.fact = input.fact;
        }
        if (input.page !== undefined) patch.page = input.page;
        if (input.quote !== undefined) patch.quote = input.quote;
        if (input.note !== undefined) patch.note = input.note;
        if (Object.keys(patch).length > 0) {
          const row = await repo.update(id, patch);
          if (!row) throw notFound(MESSAGES.citationNotFound);
          await this.audit(tx, context, 'citation.update', row, {
            changes: diffRows(current, row, { longText: ['quote'] }),
          });
        }
        return this.dto(tx, clan.id, id);
      });
    } catch (error) {
      throw missingReference(error);
    }
  }

  async remove(context: EditorContext, id: string) {
    const { clan } = context;
    await this.db.transaction(async (tx) => {
      const repo = citationsRepo(tx, clan.id);
      const current = found(await repo.findByIdForUpdate(id), MESSAGES.citationNotFound);
      await this.assertOwnerInBranch(tx, context, current);
      await repo.delete(id);
      await this.audit(tx, context, 'citation.delete', current, { fact: current.fact });
    });
  }
}
