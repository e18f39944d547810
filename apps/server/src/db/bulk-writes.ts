import { ClanGate } from './clan-gate.ts';
import type { Database, Tx } from './client.ts';

/**
 * Between two steps the other clans' requests running then may finish first, for at most as long as the last
 * step took (within these bounds): the bulk write keeps at least half of the database while others wait.
 */
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

  async run<T>(
    clanId: string,
    write: (step: BulkStep) => Promise<T>,
    undo: (tx: Tx) => Promise<void>,
  ): Promise<T> {
    const { db } = this.database;
    if (!this.gated) return db.transaction((tx) => write((work) => work(tx)));
    let lastStepMs = 0;
    return this.gate.alone(clanId, async () => {
      try {
        return await write(async (work) => {
          // Requests that arrived during the last step reach the database before the next one.
          await new Promise((resolve) => setImmediate(resolve));
          await this.gate.othersDone(Math.min(MAX_PAUSE_MS, Math.max(MIN_PAUSE_MS, lastStepMs)));
          const started = performance.now();
          try {
            return await db.transaction(work);
          } finally {
            lastStepMs = performance.now() - started;
          }
        });
      } catch (error) {
        await db.transaction(undo);
        throw error;
      }
    });
  }
}
