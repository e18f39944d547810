import {
  type createSourceBody,
  type createSourcePageBody,
  type listSourcesQuery,
  MESSAGES,
  type ReorderBody,
  type updateSourceBody,
  type updateSourcePageBody,
} from '@giapha/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { badRequest, conflict, errorCode, found, notFound } from '../../lib/errors.ts';
import { checkImageSources } from '../../lib/image-sources.ts';
import type { ActorContext, ClanContext } from '../../lib/request-context.ts';
import { diffRows } from '../audit/audit-diff.ts';
import { recordAction } from '../audit/audit-trail.ts';
import { toSourceDetailDto, toSourceDto, toSourcePageDto } from './sources.dto.ts';
import {
  type SourcePagePatch,
  type SourcePatch,
  type SourceRow,
  sourcePagesRepo,
  sourcesRepo,
} from './sources.repo.ts';

/** PostgreSQL's foreign_key_violation: a citation made for the page while it was being deleted. */
const FOREIGN_KEY_VIOLATION = '23503';

function inUse(count: number) {
  return conflict(MESSAGES.sourcePageInUse.replace('{count}', String(count)));
}

/** The clan's sources and their pages (issue 21): members read, admins write. */
export class SourcesService {
  constructor(private readonly db: Db) {}

  private async source(db: DbOrTx, clanId: string, id: string, lock = false): Promise<SourceRow> {
    const repo = sourcesRepo(db, clanId);
    const row = lock ? await repo.findByIdForUpdate(id) : await repo.findById(id);
    if (!row) throw notFound(MESSAGES.sourceNotFound);
    return row;
  }

  private async dto(db: DbOrTx, clanId: string, id: string) {
    const row = found(await sourcesRepo(db, clanId).findWithCounts(id), MESSAGES.sourceNotFound);
    return toSourceDto(row);
  }

  async list({ clan }: ClanContext, query: z.output<typeof listSourcesQuery>) {
    const { rows, total } = await sourcesRepo(this.db, clan.id).list(query);
    return { data: rows.map(toSourceDto), total };
  }

  /** One source with its pages in order. */
  async get({ clan }: ClanContext, id: string) {
    const row = found(await sourcesRepo(this.db, clan.id).findWithCounts(id), MESSAGES.sourceNotFound);
    return toSourceDetailDto(row, await sourcePagesRepo(this.db, clan.id).ofSource(id));
  }

  async create({ actor, clan }: ActorContext, input: z.output<typeof createSourceBody>) {
    return this.db.transaction(async (tx) => {
      const row = await sourcesRepo(tx, clan.id).insert({
        title: input.title,
        kind: input.kind,
        author: input.author ?? null,
        date: input.date ?? null,
        repository: input.repository ?? null,
        note: input.note ?? null,
      });
      await recordAction(tx, { actor, clan }, 'source.create', {
        id: row.id,
        name: row.title,
        detail: { title: row.title, kind: row.kind },
      });
      return this.dto(tx, clan.id, row.id);
    });
  }

  /** Changes the fields sent; 409 when `version` is no longer the source's. */
  async update({ actor, clan }: ActorContext, id: string, input: z.output<typeof updateSourceBody>) {
    const { version, ...fields } = input;
    return this.db.transaction(async (tx) => {
      const current = await this.source(tx, clan.id, id, true);
      if (version !== undefined && version !== current.version) throw conflict();
      const patch: SourcePatch = {};
      for (const key of ['title', 'kind', 'author', 'date', 'repository', 'note'] as const) {
        if (fields[key] !== undefined) Object.assign(patch, { [key]: fields[key] });
      }
      if (Object.keys(patch).length > 0) {
        const row = await sourcesRepo(tx, clan.id).update(current, patch, version);
        if (!row) throw conflict();
        await recordAction(tx, { actor, clan }, 'source.update', {
          id,
          name: row.title,
          detail: { changes: diffRows(current, row, { skip: ['gedcomExtra'], longText: ['note'] }) },
        });
      }
      return this.dto(tx, clan.id, id);
    });
  }

  /** Deletes the source with its pages and every citation of it. */
  async remove({ actor, clan }: ActorContext, id: string) {
    await this.db.transaction(async (tx) => {
      const current = await this.source(tx, clan.id, id, true);
      const counted = await sourcesRepo(tx, clan.id).findWithCounts(id);
      await sourcesRepo(tx, clan.id).delete(id);
      await recordAction(tx, { actor, clan }, 'source.delete', {
        id,
        name: current.title,
        detail: {
          title: current.title,
          pages: counted?.pageCount ?? 0,
          citations: counted?.citationCount ?? 0,
        },
      });
    });
  }

  /** Adds a page after the source's last one. */
  async createPage(
    { actor, clan }: ActorContext,
    sourceId: string,
    input: z.output<typeof createSourcePageBody>,
  ) {
    checkImageSources(clan.id, { image: input.image });
    return this.db.transaction(async (tx) => {
      const source = await this.source(tx, clan.id, sourceId, true);
      const row = await sourcePagesRepo(tx, clan.id).insert(sourceId, {
        label: input.label,
        image: input.image ?? null,
        transcription: input.transcription ?? null,
      });
      await recordAction(tx, { actor, clan }, 'source.add-page', {
        id: sourceId,
        name: source.title,
        detail: { pageId: row.id, label: row.label },
      });
      return toSourcePageDto(row);
    });
  }

  /** Changes the fields sent of a page; 409 when `version` is no longer the page's. */
  async updatePage({ actor, clan }: ActorContext, id: string, input: z.output<typeof updateSourcePageBody>) {
    const { version, ...fields } = input;
    checkImageSources(clan.id, { image: fields.image });
    return this.db.transaction(async (tx) => {
      const pages = sourcePagesRepo(tx, clan.id);
      const current = found(await pages.findByIdForUpdate(id), MESSAGES.sourcePageNotFound);
      if (version !== undefined && version !== current.version) throw conflict();
      const patch: SourcePagePatch = {};
      if (fields.label !== undefined) patch.label = fields.label;
      if (fields.image !== undefined) patch.image = fields.image;
      if (fields.transcription !== undefined) patch.transcription = fields.transcription;
      if (Object.keys(patch).length === 0) return toSourcePageDto(current);
      const row = await pages.update(id, patch, version);
      if (!row) throw conflict();
      const source = await this.source(tx, clan.id, row.sourceId);
      await recordAction(tx, { actor, clan }, 'source.update-page', {
        id: row.sourceId,
        name: source.title,
        detail: {
          pageId: id,
          changes: diffRows(current, row, { skip: ['position', 'sourceId'], longText: ['transcription'] }),
        },
      });
      return toSourcePageDto(row);
    });
  }

  /** Deletes a page no citation points at (409 otherwise: the citations must go first). */
  async removePage({ actor, clan }: ActorContext, id: string) {
    try {
      await this.db.transaction(async (tx) => {
        const pages = sourcePagesRepo(tx, clan.id);
        const current = found(await pages.findByIdForUpdate(id), MESSAGES.sourcePageNotFound);
        const citing = await pages.citationCount(id);
        if (citing > 0) throw inUse(citing);
        await pages.delete(id);
        const source = await this.source(tx, clan.id, current.sourceId);
        await recordAction(tx, { actor, clan }, 'source.delete-page', {
          id: current.sourceId,
          name: source.title,
          detail: { pageId: id, label: current.label },
        });
      });
    } catch (error) {
      if (errorCode(error) === FOREIGN_KEY_VIOLATION || errorCode(causeOf(error)) === FOREIGN_KEY_VIOLATION) {
        throw inUse(await sourcePagesRepo(this.db, clan.id).citationCount(id));
      }
      throw error;
    }
  }

  /** The order of a source's pages after a drag: every id must be one of its pages, else nothing changes. */
  async reorderPages({ actor, clan }: ActorContext, sourceId: string, input: ReorderBody) {
    // The same id twice: the last one wins (one statement cannot write a row twice).
    const items = [...new Map(input.items.map((item) => [item.id, item])).values()];
    await this.db.transaction(async (tx) => {
      const source = await this.source(tx, clan.id, sourceId, true);
      const pages = sourcePagesRepo(tx, clan.id);
      const existing = await pages.idsOfSource(
        sourceId,
        items.map((item) => item.id),
      );
      if (existing.length !== items.length) throw badRequest(MESSAGES.reorderMismatch);
      await pages.setPositions(sourceId, items);
      await recordAction(tx, { actor, clan }, 'source.reorder-pages', {
        id: sourceId,
        name: source.title,
        detail: { count: items.length },
      });
    });
  }
}

/** drizzle wraps driver errors; the PostgreSQL error is the cause. */
function causeOf(error: unknown): unknown {
  return error instanceof Error ? error.cause : undefined;
}
