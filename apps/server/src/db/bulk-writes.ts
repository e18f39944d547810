import { ClanGate } from './clan-gate.ts';
import type { Database, Tx } from './client.ts';

/** Bounds of a pause: see {@link BulkWrites.pacer}. */
const PAUSE_FLOOR_MS = 3;
const MIN_PAUSE_MS = 10;
const MAX_PAUSE_MS = 250;

/** One step of a bulk write: some statements that commit together. */
export type BulkStep = <R>(work: (tx: Tx) => Promise<R>) => Promise<R>;

/**
 * Writes of many rows for one clan (publishing a draft) that never hold the database for long.
 * PostgreSQL: the steps share one transaction, as other connections go on beside it and see nothing until it
 * commits. The embedded database serves one transaction at a time, so each step commits on its own and
 * other clans' requests run between steps; the clan's own requests wait at the {@link ClanGate} until the
 * last step, so they see the whole write or none of it, and a step that fails has the steps before it
 * undone by `undo`.
 */
export class BulkWrites {
  readonly gate = new ClanGate();

  constructor(private readonly database: Database) {}

  /** Whether requests must pass the gate (the embedded database). */
  get gated(): boolean {
    return this.database.kind === 'pglite';
  }

  /**
   * A pause for one long piece of work on this process's one thread (reading a large file, a bulk write's
   * steps): each call lets the requests that came meanwhile go first, for at most as long as the work since
   * the last call took (within bounds), so the work keeps at least half of the time.
   */
  pacer(): () => Promise<void> {
    let since = performance.now();
    return async () => {
      const worked = performance.now() - since;
      // A few turns of the event loop, so that a request sent during the work has been read and has started.
      await new Promise((resolve) => setTimeout(resolve, PAUSE_FLOOR_MS));
      if (this.gated) await this.gate.othersDone(Math.min(MAX_PAUSE_MS, Math.max(MIN_PAUSE_MS, worked)));
      since = performance.now();
    };
  }

  async run<T>(
    clanId: string,
    write: (step: BulkStep, pause: () => Promise<void>) => Promise<T>,
    /** Undoes the steps that committed before one failed; none needed when only the last step writes. */
    undo?: (tx: Tx) => Promise<void>,
  ): Promise<T> {
    const { db } = this.database;
    const pause = this.pacer();
    if (!this.gated) return db.transaction((tx) => write((work) => work(tx), pause));
    return this.gate.alone(clanId, async () => {
      try {
        return await write(async (work) => {
          await pause();
          return db.transaction(work);
        }, pause);
      } catch (error) {
        if (undo) await db.transaction(undo);
        throw error;
      }
    });
  }
}
