import { createHash, randomUUID } from 'node:crypto';
import {
  type Draft,
  type DraftFamilyValue,
  type DraftListItem,
  type DraftMatch,
  type DraftNode,
  type DraftPosition,
  type DraftSource,
  draftSchema,
  type draftsQuery,
  type LifeDate,
  MAX_DRAFT_NODES,
  MESSAGES,
  type publishDraftWithFamiliesBody,
  type Tree,
  type updateDraftBody,
} from '@giapha/contract';
import { type DraftTree, foldVietnamese, parseGedcomInSlices, parseGiaPhaText } from '@giapha/genealogy';
import type { z } from 'zod';
import type { AiConfig } from '../../config.ts';
import type { BulkWrites } from '../../db/bulk-writes.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { DraftTreeRow } from '../../db/schema/index.ts';
import { AppError, badRequest, conflict, errorCode, notFound } from '../../lib/errors.ts';
import type { ActorContext, ClanContext } from '../../lib/request-context.ts';
import { diffPatch } from '../audit/audit-diff.ts';
import { recordAction } from '../audit/audit-trail.ts';
import type { ClanRow } from '../clans/clans.repo.ts';
import { type PersonRow, personsRepo } from '../persons/persons.repo.ts';
import { loadTreeDto } from '../trees/trees.dto.ts';
import type { UserRow } from '../users/users.repo.ts';
import {
  checkLinks,
  deriveConnections,
  draftContent,
  editedContent,
  fillPositions,
} from './ai-trees.draft.ts';
import { toDraftDto, toDraftListItem } from './ai-trees.dto.ts';
import { cleanText, clip, normalizeDraft, normalizeReport, normalizeWarnings } from './ai-trees.normalize.ts';
import { undoUnfinishedPublish, writeDraftTree } from './ai-trees.publish.ts';
import { type DraftWithDuplicate, draftsRepo } from './ai-trees.repo.ts';
import { draftFromModel } from './model-client.ts';

/** Where a new draft comes from: a GEDCOM file, pasted text, or text read by the model. */
export type DraftInput =
  | { source: 'gedcom'; bytes: Uint8Array; fileName: string; name?: string | undefined }
  | { source: 'text' | 'model'; text: string; name?: string | undefined };

const MATCHES_PER_NODE = 5;
/** Birth or death years further apart than this are not the same person. */
const YEAR_TOLERANCE = 2;

function defaultName(now: Date): string {
  const date = new Intl.DateTimeFormat('vi-VN', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Asia/Ho_Chi_Minh',
  }).format(now);
  return `Gia phả nháp ${date}`;
}

const yearOf = (date: LifeDate | null | undefined) => date?.solar?.year ?? null;

/** Both known and too far apart: not the same person. */
function yearsConflict(a: number | null, b: number | null): boolean {
  return a !== null && b !== null && Math.abs(a - b) > YEAR_TOLERANCE;
}

/**
 * A stored draft as the contract reads it: content within its limits (drafts stored by older servers had
 * nameless persons, notes over the old limit…), the fixes added to its warnings. Nothing is written.
 */
function readable<T extends DraftTreeRow>(row: T): T {
  const fixed = normalizeDraft(row);
  return {
    ...row,
    nodes: fixed.nodes,
    families: fixed.families,
    sources: fixed.sources,
    positions: fixed.positions,
    connections: deriveConnections(fixed.families),
    warnings: fixed.warnings.length > 0 ? [...row.warnings, ...fixed.warnings] : row.warnings,
  };
}

/** The whole answer checked before the transaction ends: a draft the API could not send is never kept. */
function assertSendable(draft: Draft): Draft {
  const parsed = draftSchema.safeParse(draft);
  if (parsed.success) return draft;
  throw badRequest(
    MESSAGES.draftContentInvalid,
    parsed.error.issues
      .slice(0, 20)
      .map((issue) => ({ field: issue.path.join('.'), message: issue.message })),
  );
}

/** A foreign key broken at insert time: a matched person that is not this clan's. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = e instanceof Error ? e.cause : undefined) {
    if (errorCode(e) === '23503') return true;
  }
  return false;
}

/** Draft trees of a clan (spec §7 "AI drafts"): import, review, publish as a real tree. */
export class AiTreesService {
  constructor(
    private readonly db: Db,
    private readonly bulkWrites: BulkWrites,
    private readonly ai: AiConfig | undefined,
  ) {}

  private async find(db: DbOrTx, clan: ClanRow, id: string): Promise<DraftWithDuplicate> {
    const draft = await draftsRepo(db, clan.id).findById(id);
    if (!draft) throw notFound();
    return readable(draft);
  }

  options() {
    return { modelAvailable: this.ai !== undefined };
  }

  private async readSource(
    input: DraftInput,
    pause: () => Promise<void>,
    signal?: AbortSignal,
  ): Promise<DraftTree> {
    if (input.source === 'gedcom') {
      // A large file is read in slices, so other requests are answered meanwhile.
      return parseGedcomInSlices(input.bytes, pause);
    }
    if (input.source === 'text') {
      return parseGiaPhaText(input.text);
    }
    if (!this.ai) throw badRequest(MESSAGES.draftModelUnavailable);
    return draftFromModel(this.ai, input.text, signal);
  }

  async create({ actor, clan }: ActorContext, input: DraftInput, signal?: AbortSignal): Promise<Draft> {
    const pause = this.bulkWrites.pacer();
    const tree = await this.readSource(input, pause, signal);
    if (tree.persons.length === 0) throw badRequest(MESSAGES.draftEmpty);
    if (tree.persons.length > MAX_DRAFT_NODES) {
      throw badRequest(MESSAGES.draftTooLarge.replace('{max}', MAX_DRAFT_NODES.toLocaleString('vi-VN')));
    }
    await pause();
    const imported = draftContent(tree);
    await pause();
    const {
      nodes,
      families: draftFamilies,
      sources,
      warnings: fixes,
    } = normalizeDraft({ ...imported, positions: [] });
    await pause();
    const connections = deriveConnections(draftFamilies);
    await pause();
    const positions = fillPositions(nodes, draftFamilies, []);
    await pause();
    const hash = createHash('sha256')
      .update(input.source === 'gedcom' ? input.bytes : input.text)
      .digest('hex');
    const fileName = input.source === 'gedcom' ? clip(cleanText(input.fileName), 255) : null;
    const name =
      cleanText(input.name).trim() ||
      (fileName ? fileName.replace(/\.[^.]*$/, '').trim() : '') ||
      defaultName(new Date());
    const source: DraftSource = input.source;
    const values = {
      name: clip(name, 200),
      source,
      sourceName: fileName,
      sourceHash: hash,
      nodes,
      families: draftFamilies,
      sources,
      connections,
      positions,
      warnings: normalizeWarnings([...tree.warnings, ...fixes]),
      report: normalizeReport(tree.report),
      nodeCount: nodes.length,
      familyCount: draftFamilies.length,
      createdBy: actor.id,
    };
    // The content was normalized: it is checked as the API will send it, before the transaction (a second
    // of checking for a large file must not hold the database), and the stored row is not checked again.
    const now = new Date();
    assertSendable(
      toDraftDto({
        ...values,
        id: randomUUID(),
        clanId: clan.id,
        status: 'draft',
        treeId: null,
        publishUndo: null,
        createdAt: now,
        updatedAt: now,
        version: 1,
        duplicateOfId: null,
      }),
    );
    await pause();
    return this.db.transaction(async (tx) => {
      const row = await draftsRepo(tx, clan.id).insert(values);
      await recordAction(tx, { actor, clan }, 'draft.create', {
        id: row.id,
        name: row.name,
        detail: { source, nodeCount: row.nodeCount },
      });
      // Answered from the inserted row: the content (megabytes for a large file) crosses once.
      const duplicateOfId = await draftsRepo(tx, clan.id).duplicateOfId(row.id);
      return toDraftDto({ ...row, duplicateOfId });
    });
  }

  async list({ clan }: ClanContext, query: z.output<typeof draftsQuery>) {
    const { rows, total } = await draftsRepo(this.db, clan.id).list(query);
    return { data: rows.map(toDraftListItem), total };
  }

  async get({ clan }: ClanContext, id: string): Promise<Draft> {
    return toDraftDto(await this.find(this.db, clan, id));
  }

  /** The draft with a position for every node (stored ones kept, the rest from the layout). */
  async visualization({ clan }: ClanContext, id: string): Promise<Draft> {
    const draft = await this.find(this.db, clan, id);
    return toDraftDto({ ...draft, positions: fillPositions(draft.nodes, draft.families, draft.positions) });
  }

  private async lockDraft(tx: DbOrTx, clan: ClanRow, id: string): Promise<DraftTreeRow> {
    return readable(await this.lockStoredDraft(tx, clan, id));
  }

  /** The draft as stored (not yet made readable), locked until the transaction ends; a published one is refused. */
  private async lockStoredDraft(tx: DbOrTx, clan: ClanRow, id: string): Promise<DraftTreeRow> {
    const draft = await draftsRepo(tx, clan.id).lockById(id);
    if (!draft) throw notFound();
    if (draft.status === 'published') throw conflict(MESSAGES.draftAlreadyPublished);
    return draft;
  }

  async update({ actor, clan }: ActorContext, id: string, input: z.output<typeof updateDraftBody>) {
    return this.db.transaction(async (tx) => {
      const draft = await this.lockDraft(tx, clan, id);
      if (input.version !== undefined && input.version !== draft.version) throw conflict();
      const nodes = input.nodes ?? draft.nodes;
      const draftFamilies = input.families ?? draft.families;
      checkLinks(nodes, draftFamilies);
      await draftsRepo(tx, clan.id).update(id, {
        ...(input.name === undefined ? {} : { name: input.name }),
        ...editedContent(nodes, draftFamilies, draft.positions),
      });
      await recordAction(tx, { actor, clan }, 'draft.update', {
        id,
        name: input.name ?? draft.name,
        // The persons and families of a draft are too many to keep: only that they changed.
        detail: {
          changes: diffPatch(
            draft,
            { name: input.name, nodes: input.nodes, families: input.families },
            { longText: ['nodes', 'families'] },
          ),
        },
      });
      return toDraftDto(await this.find(tx, clan, id));
    });
  }

  /** Merges positions by node id; ids of no node are ignored. */
  async setPositions({ clan }: ActorContext, id: string, positions: DraftPosition[]): Promise<Draft> {
    return this.db.transaction(async (tx) => {
      const locked = await draftsRepo(tx, clan.id).lockById(id);
      if (!locked) throw notFound();
      const draft = readable(locked);
      const nodeIds = new Set(draft.nodes.map((n) => n.id));
      const merged = new Map(draft.positions.map((p) => [p.id, p]));
      for (const p of positions) if (nodeIds.has(p.id)) merged.set(p.id, p);
      await draftsRepo(tx, clan.id).update(id, { positions: [...merged.values()] });
      return toDraftDto(await this.find(tx, clan, id));
    });
  }

  async remove({ actor, clan }: ActorContext, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (!(await draftsRepo(tx, clan.id).delete(id))) throw notFound();
      await recordAction(tx, { actor, clan }, 'draft.delete', { id });
    });
  }

  /** Persons already in the clan that may be a draft node: same folded name, compatible generation and years. */
  async matches({ clan }: ClanContext, id: string): Promise<DraftMatch[]> {
    const draft = await this.find(this.db, clan, id);
    const folded = draft.nodes.map((n) => foldVietnamese(n.name));
    const repo = draftsRepo(this.db, clan.id);
    const byName = new Map<string, PersonRow[]>();
    for (const row of await repo.personsByFoldedNames([...new Set(folded)])) {
      const key = foldVietnamese(row.name);
      byName.set(key, [...(byName.get(key) ?? []), row]);
    }
    const picked = draft.nodes.map((node, i) =>
      (byName.get(folded[i] ?? '') ?? [])
        .filter(
          (p) =>
            (node.generation === null || p.generation === null || node.generation === p.generation) &&
            !yearsConflict(node.birth?.solar?.year ?? null, yearOf(p.birth)) &&
            !yearsConflict(node.death?.solar?.year ?? null, yearOf(p.death)),
        )
        .slice(0, MATCHES_PER_NODE),
    );
    const trees = await repo.treesOfPersons([...new Set(picked.flat().map((p) => p.id))]);
    return draft.nodes.map((node, i) => ({
      nodeId: node.id,
      candidates: (picked[i] ?? []).map((p) => ({
        personId: p.id,
        name: p.name,
        generation: p.generation,
        treeId: trees.get(p.id)?.treeId ?? null,
        treeName: trees.get(p.id)?.treeName ?? null,
        birthYear: yearOf(p.birth),
        deathYear: yearOf(p.death),
      })),
    }));
  }

  async publish({ actor, clan }: ActorContext, id: string, name: string | undefined) {
    return this.publishWith(actor, clan, id, { name });
  }

  async publishWithFamilies(
    { actor, clan }: ActorContext,
    id: string,
    input: z.output<typeof publishDraftWithFamiliesBody>,
  ) {
    checkLinks(input.nodes, input.families);
    return this.publishWith(actor, clan, id, input);
  }

  /**
   * Creates the tree, its persons (or reuses matched ones) and families and marks the draft published, as a
   * bulk write (db/bulk-writes.ts): all of it or, on any failure, none of it — no half-made tree.
   */
  private async publishWith(
    actor: UserRow,
    clan: ClanRow,
    id: string,
    edits: { name?: string | undefined; nodes?: DraftNode[]; families?: DraftFamilyValue[] },
  ): Promise<{ draft: DraftListItem; tree: Tree }> {
    try {
      return await this.bulkWrites.run(
        clan.id,
        async (step, pause) => {
          // Made readable outside the step: checking a large draft takes a while, and holds no row.
          const stored = await step((tx) => this.lockStoredDraft(tx, clan, id));
          await pause();
          const draft = readable(stored);
          await pause();
          const nodes = edits.nodes ?? draft.nodes;
          const draftFamilies = edits.families ?? draft.families;
          if (!edits.nodes) checkLinks(nodes, draftFamilies);
          const tree = await writeDraftTree(
            { step, pause },
            { actor, clan },
            edits.name ?? draft.name,
            nodes,
            draftFamilies,
            draft,
          );
          return step(async (tx) => {
            // The draft's content is rewritten only when the publish brought edits of it.
            const published = await draftsRepo(tx, clan.id).markPublished(
              id,
              tree.id,
              edits.nodes || edits.families ? editedContent(nodes, draftFamilies, draft.positions) : {},
            );
            await recordAction(tx, { actor, clan }, 'draft.publish', {
              id,
              name: tree.name,
              detail: { treeId: tree.id },
            });
            return { draft: toDraftListItem(published), tree: await loadTreeDto(tx, tree) };
          });
        },
        async (tx) => {
          await undoUnfinishedPublish(tx, clan.id, id);
        },
      );
    } catch (error) {
      if (error instanceof AppError || !isForeignKeyViolation(error)) throw error;
      // A matched person that is not this clan's broke a foreign key; name the nodes, outside the rolled-back transaction.
      throw await this.unknownMatches(clan, edits.nodes ?? (await this.find(this.db, clan, id)).nodes);
    }
  }

  private async unknownMatches(clan: ClanRow, nodes: readonly DraftNode[]): Promise<AppError> {
    const wanted = nodes.map((n) => n.matchPersonId).filter((m): m is string => Boolean(m));
    const known = new Set(await personsRepo(this.db, clan.id).existingIds(wanted));
    const errors = nodes.flatMap((n, i) =>
      n.matchPersonId && !known.has(n.matchPersonId)
        ? [{ field: `nodes.${i}.matchPersonId`, message: MESSAGES.personNotFound }]
        : [],
    );
    return badRequest(MESSAGES.invalidInput, errors.slice(0, 20));
  }
}
