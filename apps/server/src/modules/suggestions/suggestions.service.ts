import {
  addChildBody,
  addSpouseBody,
  createCitationBody,
  type createSuggestionBody,
  type FieldError,
  type listSuggestionsQuery,
  MESSAGES,
  type reviewSuggestionBody,
  type Suggestion,
  type SuggestionSummary,
  suggestionPayloadSchemas,
  updatePersonBody,
} from '@giapha/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import { type BranchScope, branchScopeOf } from '../../db/branch-membership.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { badRequest, conflict, forbidden, found, notFound } from '../../lib/errors.ts';
import { checkImageSources } from '../../lib/image-sources.ts';
import type { ActorContext } from '../../lib/request-context.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import { recordAction } from '../audit/audit-trail.ts';
import type { ClanRow } from '../clans/clans.repo.ts';
import { FamiliesService } from '../families/families.service.ts';
import { type PersonRow, personsRepo } from '../persons/persons.repo.ts';
import { PersonsService } from '../persons/persons.service.ts';
import { CitationsService } from '../sources/citations.service.ts';
import { SourcesService } from '../sources/sources.service.ts';
import { treesRepo } from '../trees/trees.repo.ts';
import { diffOf, flatChanges, type Json, personValues, pick } from './suggestions.diff.ts';
import { suggestionDecidedMail } from './suggestions.mails.ts';
import { type SuggestionRow, type SuggestionUser, suggestionsRepo } from './suggestions.repo.ts';

export interface SuggestionsDeps {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/** Who may review: every proposal (an admin: `scope` null) or those about the persons of the branches one heads. */
interface Reviewer {
  scope: BranchScope | null;
  /** Persons whose proposals the reviewer decides; null: all. */
  personIds: ReadonlySet<string> | null;
}

/** A zod failure as the usual 400, the fields named inside `payload`. */
function parseOrBadRequest<S extends z.ZodType>(schema: S, value: unknown, prefix: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const errors: FieldError[] = parsed.error.issues.map((issue) => ({
    field: [prefix, ...issue.path.map(String)].filter(Boolean).join('.'),
    message: issue.message,
  }));
  throw badRequest(MESSAGES.invalidInput, errors);
}

/**
 * Members' suggestions (issue 24): a member proposes a change on a person; an admin, or the head of the
 * branch the person is in, approves it (applied through the module that owns the record, in the same
 * transaction, audited) or rejects it with a reason; the author is told by mail.
 */
export class SuggestionsService {
  constructor(private readonly deps: SuggestionsDeps) {}

  private get db(): Db {
    return this.deps.db;
  }

  /** Mail is sent after the decision is committed: a slow or failing mail server changes nothing. */
  private sendLater(message: Parameters<Mailer['send']>[0]): void {
    this.deps.mailer.send(message).catch((error: unknown) => {
      this.deps.log.error({ err: error, to: message.to }, 'sending mail failed');
    });
  }

  /** The reviewer's reach, or undefined when the member reviews nothing. */
  private async reviewerOf(db: DbOrTx, { actor, clan }: ActorContext): Promise<Reviewer | undefined> {
    if (actor.role === 'admin') return { scope: null, personIds: null };
    const scope = await branchScopeOf(db, clan.id, actor.id);
    if (scope.headedPersonIds.size === 0) return undefined;
    return { scope, personIds: scope.headedPersonIds };
  }

  private async requireReviewer(db: DbOrTx, ctx: ActorContext): Promise<Reviewer> {
    const reviewer = await this.reviewerOf(db, ctx);
    if (!reviewer) throw forbidden(MESSAGES.suggestionForbidden);
    return reviewer;
  }

  private async toDtos(db: DbOrTx, clan: ClanRow, rows: SuggestionRow[]): Promise<Suggestion[]> {
    if (rows.length === 0) return [];
    const personIds = rows.flatMap((r) => (r.otherPersonId ? [r.personId, r.otherPersonId] : [r.personId]));
    const persons = new Map(
      (await personsRepo(db, clan.id).findByIds([...new Set(personIds)])).map((p) => [p.id, p]),
    );
    const users = await suggestionsRepo(db, clan.id).usersByIds(
      rows.flatMap((r) => (r.reviewedBy ? [r.authorId, r.reviewedBy] : [r.authorId])),
    );
    const named = (user: SuggestionUser | undefined, id: string) => ({ id, name: user?.name ?? '' });
    return rows.map((row) => {
      const person = persons.get(row.personId);
      const other = row.otherPersonId ? persons.get(row.otherPersonId) : undefined;
      return {
        id: row.id,
        kind: row.kind,
        status: row.status,
        person: { id: row.personId, name: person?.name ?? '' },
        otherPerson: row.otherPersonId ? { id: row.otherPersonId, name: other?.name ?? '' } : null,
        treeId: row.treeId,
        author: named(users.get(row.authorId), row.authorId),
        note: row.note,
        payload: row.payload,
        diff: diffOf(row, person, other),
        baseVersion: row.baseVersion,
        stale:
          row.status === 'pending' &&
          row.kind === 'editPerson' &&
          row.baseVersion !== null &&
          person !== undefined &&
          person.version !== row.baseVersion,
        reviewNote: row.reviewNote,
        reviewer: row.reviewedBy ? named(users.get(row.reviewedBy), row.reviewedBy) : null,
        reviewedAt: row.reviewedAt ? row.reviewedAt.toISOString() : null,
        result: row.result,
        version: row.version,
        createdAt: row.createdAt.toISOString(),
      };
    });
  }

  private async toDto(db: DbOrTx, clan: ClanRow, row: SuggestionRow): Promise<Suggestion> {
    const [dto] = await this.toDtos(db, clan, [row]);
    if (!dto) throw notFound(MESSAGES.suggestionNotFound);
    return dto;
  }

  /** The tree a proposal is about: the one named (holding the person), else the person's first tree. */
  private async treeOf(db: DbOrTx, clan: ClanRow, personId: string, treeId: string | null | undefined) {
    if (treeId) {
      const trees = treesRepo(db, clan.id);
      found(await trees.findById(treeId), MESSAGES.treeNotFound);
      if (!(await trees.hasPerson(treeId, personId))) throw notFound(MESSAGES.personNotInTree);
      return treeId;
    }
    const [first] = await suggestionsRepo(db, clan.id).treesOfPerson(personId);
    return first ?? null;
  }

  /** The child's other parent: the one named must be a spouse of the person; none named: their only spouse. */
  private async otherParent(
    ctx: ActorContext,
    person: PersonRow,
    treeId: string,
    otherParentId: string | null | undefined,
  ): Promise<{ id: string; name: string } | null> {
    const spouses = await new FamiliesService(this.db).spouses(ctx, person.id, { treeId });
    if (otherParentId) {
      const spouse = spouses.find((s) => s.id === otherParentId);
      if (!spouse)
        throw badRequest(MESSAGES.suggestionNotSpouse, [
          { field: 'otherParentId', message: MESSAGES.suggestionNotSpouse },
        ]);
      return { id: spouse.id, name: spouse.name };
    }
    const [only, ...more] = spouses;
    return only && more.length === 0 ? { id: only.id, name: only.name } : null;
  }

  async create(ctx: ActorContext, input: z.output<typeof createSuggestionBody>): Promise<Suggestion> {
    const { clan, actor } = ctx;
    const person = found(
      await personsRepo(this.db, clan.id).findById(input.personId),
      MESSAGES.personNotFound,
    );
    const treeId = await this.treeOf(this.db, clan, person.id, input.treeId);
    let payload: Json;
    let base: Json | null = null;
    let baseVersion: number | null = null;
    let otherPersonId: string | null = null;
    switch (input.kind) {
      case 'editPerson': {
        payload = { changes: input.changes };
        base = pick(personValues(person), Object.keys(flatChanges(input.changes)));
        baseVersion = person.version;
        break;
      }
      case 'addSpouse':
      case 'addChild': {
        if (!treeId) throw conflict(MESSAGES.suggestionNoTree);
        if (input.kind === 'addChild') {
          const parent = await this.otherParent(ctx, person, treeId, input.otherParentId);
          payload = { person: input.person, otherParentId: parent?.id ?? null, relation: input.relation };
          base = parent ? { otherParent: parent.name } : null;
        } else {
          payload = { person: input.person };
        }
        break;
      }
      case 'addPhoto':
        checkImageSources(clan.id, { url: input.url });
        payload = { url: input.url };
        base = { avatar: person.avatar };
        baseVersion = person.version;
        break;
      case 'addSource':
        payload = { source: input.source, page: input.page ?? null, quote: input.quote ?? null };
        break;
      case 'duplicate': {
        if (input.otherPersonId === person.id) {
          throw badRequest(MESSAGES.suggestionDuplicateSelf, [
            { field: 'otherPersonId', message: MESSAGES.suggestionDuplicateSelf },
          ]);
        }
        found(await personsRepo(this.db, clan.id).findById(input.otherPersonId), MESSAGES.personNotFound);
        otherPersonId = input.otherPersonId;
        payload = { otherPersonId };
        break;
      }
    }
    // JSON as stored: fields left out (undefined) are dropped, so the row reads back as it was written.
    const row = await suggestionsRepo(this.db, clan.id).insert({
      authorId: actor.id,
      kind: input.kind,
      personId: person.id,
      otherPersonId,
      treeId,
      payload: JSON.parse(JSON.stringify(payload)) as Json,
      base,
      baseVersion,
      note: input.note,
    });
    return this.toDto(this.db, clan, row);
  }

  async mine({ actor, clan }: ActorContext, query: z.output<typeof listSuggestionsQuery>) {
    const { rows, total } = await suggestionsRepo(this.db, clan.id).list({ ...query, authorId: actor.id });
    return { data: await this.toDtos(this.db, clan, rows), total };
  }

  /** The author withdraws a pending proposal; a decided one is a 409, another member's a 404. */
  async withdraw({ actor, clan }: ActorContext, id: string): Promise<void> {
    const repo = suggestionsRepo(this.db, clan.id);
    if (await repo.withdraw(id, actor.id)) return;
    const row = await repo.findById(id);
    if (!row || row.authorId !== actor.id) throw notFound(MESSAGES.suggestionNotFound);
    throw conflict(MESSAGES.suggestionDecided);
  }

  async summary(ctx: ActorContext): Promise<SuggestionSummary> {
    const reviewer = await this.reviewerOf(this.db, ctx);
    if (!reviewer) return { canReview: false, pending: 0 };
    const pending = await suggestionsRepo(this.db, ctx.clan.id).countPending(
      reviewer.personIds ? [...reviewer.personIds] : undefined,
    );
    return { canReview: true, pending };
  }

  /** The review queue: an admin's is the clan's, a head's the proposals about persons of their branches. */
  async queue(ctx: ActorContext, query: z.output<typeof listSuggestionsQuery>) {
    const reviewer = await this.requireReviewer(this.db, ctx);
    const { rows, total } = await suggestionsRepo(this.db, ctx.clan.id).list({
      ...query,
      ...(reviewer.personIds ? { personIds: [...reviewer.personIds] } : {}),
    });
    return { data: await this.toDtos(this.db, ctx.clan, rows), total };
  }

  /** One proposal, for its reviewers and its author; outside a head's branch it is not found. */
  async get(ctx: ActorContext, id: string): Promise<Suggestion> {
    const row = found(await suggestionsRepo(this.db, ctx.clan.id).findById(id), MESSAGES.suggestionNotFound);
    if (row.authorId !== ctx.actor.id) {
      const reviewer = await this.requireReviewer(this.db, ctx);
      if (reviewer.personIds && !reviewer.personIds.has(row.personId)) {
        throw notFound(MESSAGES.suggestionNotFound);
      }
    }
    return this.toDto(this.db, ctx.clan, row);
  }

  /** Applies an approved proposal through the module that owns the record; what it made is kept as `result`. */
  private async apply(
    tx: Db,
    ctx: ActorContext & { scope: BranchScope | null },
    row: SuggestionRow,
    raw: Json,
  ) {
    const clanId = ctx.clan.id;
    switch (row.kind) {
      case 'editPerson': {
        const { changes } = parseOrBadRequest(suggestionPayloadSchemas.editPerson, raw, 'payload');
        const body = parseOrBadRequest(
          updatePersonBody,
          { ...changes, version: row.baseVersion ?? undefined },
          'payload.changes',
        );
        await new PersonsService(tx).update(ctx, row.personId, undefined, body);
        return { payload: { changes }, result: { personId: row.personId } };
      }
      case 'addSpouse': {
        const payload = parseOrBadRequest(suggestionPayloadSchemas.addSpouse, raw, 'payload');
        const treeId = found(row.treeId, MESSAGES.suggestionNoTree);
        const body = parseOrBadRequest(
          addSpouseBody,
          { personId: row.personId, treeId, spouse: payload.person },
          'payload',
        );
        const { family, spouse } = await new FamiliesService(tx).addSpouse(ctx, body);
        return { payload, result: { personId: spouse.id, familyId: family.id, treeId } };
      }
      case 'addChild': {
        const payload = parseOrBadRequest(suggestionPayloadSchemas.addChild, raw, 'payload');
        const treeId = found(row.treeId, MESSAGES.suggestionNoTree);
        const person = found(await personsRepo(tx, clanId).findById(row.personId), MESSAGES.personNotFound);
        const other = payload.otherParentId
          ? found(await personsRepo(tx, clanId).findById(payload.otherParentId), MESSAGES.personNotFound)
          : undefined;
        const personIsMother = person.sex === 'female' || (person.sex === 'unknown' && other?.sex === 'male');
        const body = parseOrBadRequest(
          addChildBody,
          {
            treeId,
            fatherId: personIsMother ? (other?.id ?? null) : person.id,
            motherId: personIsMother ? person.id : (other?.id ?? null),
            child: { ...payload.person, relation: payload.relation },
            relation: payload.relation,
          },
          'payload',
        );
        const { family, child } = await new FamiliesService(tx).addChild(ctx, body);
        return { payload, result: { personId: child.id, familyId: family.id, treeId } };
      }
      case 'addPhoto': {
        const payload = parseOrBadRequest(suggestionPayloadSchemas.addPhoto, raw, 'payload');
        const body = parseOrBadRequest(updatePersonBody, { avatar: payload.url }, 'payload');
        await new PersonsService(tx).update(ctx, row.personId, undefined, body);
        return { payload, result: { personId: row.personId, avatar: payload.url } };
      }
      case 'addSource': {
        const payload = parseOrBadRequest(suggestionPayloadSchemas.addSource, raw, 'payload');
        const source = await new SourcesService(tx).create(ctx, payload.source);
        const citationBody = parseOrBadRequest(
          createCitationBody,
          {
            sourceId: source.id,
            personId: row.personId,
            page: payload.page ?? null,
            quote: payload.quote ?? null,
          },
          'payload',
        );
        const citation = await new CitationsService(tx).create(ctx, citationBody);
        return { payload, result: { sourceId: source.id, citationId: citation.id } };
      }
      case 'duplicate':
        // Confirmed only: merging two persons stays an editor's work by hand.
        return { payload: raw, result: { confirmed: true } };
    }
  }

  async review(ctx: ActorContext, id: string, body: z.output<typeof reviewSuggestionBody>) {
    const { clan } = ctx;
    const reviewer = await this.requireReviewer(this.db, ctx);
    const decided = await this.db.transaction(async (tx) => {
      const repo = suggestionsRepo(tx, clan.id);
      const row = found(await repo.findForUpdate(id), MESSAGES.suggestionNotFound);
      if (reviewer.personIds && !reviewer.personIds.has(row.personId))
        throw notFound(MESSAGES.suggestionNotFound);
      if (row.status !== 'pending') throw conflict(MESSAGES.suggestionDecided);
      if (row.version !== body.version) throw conflict();
      const person = await personsRepo(tx, clan.id).findById(row.personId);
      const target = { id: row.id, name: person?.name ?? null, type: 'suggestion' };
      let updated: SuggestionRow | undefined;
      if (body.action === 'reject') {
        updated = await repo.decide(row.id, row.version, {
          status: 'rejected',
          reviewNote: body.reason ?? null,
          reviewedBy: ctx.actor.id,
        });
        await recordAction(tx, ctx, 'suggestion.reject', {
          ...target,
          detail: {
            kind: row.kind,
            personId: row.personId,
            authorId: row.authorId,
            reason: body.reason ?? null,
          },
        });
      } else {
        const editor = { ...ctx, scope: reviewer.scope };
        const applied = await this.apply(tx, editor, row, body.payload ?? row.payload);
        updated = await repo.decide(row.id, row.version, {
          status: 'approved',
          reviewNote: body.reason ?? null,
          reviewedBy: ctx.actor.id,
          payload: JSON.parse(JSON.stringify(applied.payload)) as Json,
          result: applied.result,
        });
        await recordAction(tx, ctx, 'suggestion.approve', {
          ...target,
          detail: {
            kind: row.kind,
            personId: row.personId,
            authorId: row.authorId,
            edited: body.payload !== undefined,
            ...applied.result,
          },
        });
      }
      if (!updated) throw conflict();
      return { row: updated, personName: person?.name ?? '' };
    });
    const author = (await suggestionsRepo(this.db, clan.id).usersByIds([decided.row.authorId])).get(
      decided.row.authorId,
    );
    if (author?.email) {
      this.sendLater(
        suggestionDecidedMail(this.deps.config, clan, author, {
          approved: decided.row.status === 'approved',
          kind: decided.row.kind,
          personName: decided.personName,
          reason: decided.row.reviewNote,
        }),
      );
    }
    return this.toDto(this.db, clan, decided.row);
  }
}
