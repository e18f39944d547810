import { type ClanScope, currentClanScope } from './clan-scope.ts';

/** How long a bulk write waits for the clan's requests already running before it goes ahead anyway. */
const DRAIN_LIMIT_MS = 15_000;

interface ClanState {
  /** Requests of the clan running now. */
  running: number;
  /** Bulk writes of the clan waiting or running. */
  bulkWrites: number;
  /** Settles when no bulk write of the clan is left (new requests wait for it). */
  bulkDone: Promise<void> | null;
  endBulk: (() => void) | null;
  /** The last bulk write queued: the next one starts after it. */
  lastBulk: Promise<void>;
  /** Called when `running` falls to 0. */
  drained: (() => void) | null;
}

/** One request as the gate sees it, from its first hook to its answer. */
interface Presence {
  /** Counted among the requests that are working (not waiting at the gate, not a bulk write's own). */
  working: boolean;
  /** Its clan, once entered. */
  clan: ClanState | null;
  clanId: string | null;
  done: boolean;
}

/**
 * Lets one clan's bulk write (publishing a draft on the embedded database) run as several short transactions,
 * so that other clans' requests run between them, while the clan's own requests see all of it or none:
 * every request is known to the gate from its first hook to its answer and enters its clan once the clan is
 * known; a bulk write waits for the clan's running requests to finish, holds the clan's new ones until it is
 * done, and between its steps lets the other requests working then finish first. Bulk writes of one clan
 * run one after another. One process only: with PostgreSQL (several processes) a bulk write is one
 * transaction instead.
 */
export class ClanGate {
  private readonly clans = new Map<string, ClanState>();
  private readonly presences = new WeakMap<ClanScope, Presence>();
  /** Requests working now, every clan together. */
  private working = 0;
  /** Called when `working` falls to 0. */
  private idle: (() => void) | null = null;

  private state(clanId: string): ClanState {
    let state = this.clans.get(clanId);
    if (!state) {
      state = {
        running: 0,
        bulkWrites: 0,
        bulkDone: null,
        endBulk: null,
        lastBulk: Promise.resolve(),
        drained: null,
      };
      this.clans.set(clanId, state);
    }
    return state;
  }

  private forget(clanId: string, state: ClanState): void {
    if (state.running === 0 && state.bulkWrites === 0 && this.clans.get(clanId) === state) {
      this.clans.delete(clanId);
    }
  }

  private setWorking(presence: Presence, working: boolean): void {
    if (presence.working === working) return;
    presence.working = working;
    this.working += working ? 1 : -1;
    if (this.working === 0) {
      const idle = this.idle;
      this.idle = null;
      idle?.();
    }
  }

  /** A request starts (its first hook, inside its clan scope). */
  arrive(): void {
    const scope = currentClanScope();
    if (!scope || this.presences.has(scope)) return;
    const presence: Presence = { working: false, clan: null, clanId: null, done: false };
    this.presences.set(scope, presence);
    this.setWorking(presence, true);
  }

  /** The request of `scope` is answered (or its client went away); twice is once. */
  depart(scope: ClanScope): void {
    const presence = this.presences.get(scope);
    if (!presence || presence.done) return;
    presence.done = true;
    this.setWorking(presence, false);
    this.leaveClan(presence);
  }

  private leaveClan(presence: Presence): void {
    const { clan, clanId } = presence;
    if (!clan || clanId === null) return;
    presence.clan = null;
    clan.running--;
    if (clan.running === 0) clan.drained?.();
    this.forget(clanId, clan);
  }

  /** The request's clan is known: waits while a bulk write of the clan is queued or running. */
  async enter(clanId: string): Promise<void> {
    const scope = currentClanScope();
    const presence = scope && this.presences.get(scope);
    if (!presence || presence.done || presence.clan) return;
    let state = this.state(clanId);
    if (state.bulkDone) {
      this.setWorking(presence, false);
      while (state.bulkDone) {
        await state.bulkDone;
        state = this.state(clanId);
      }
      if (presence.done) return;
      this.setWorking(presence, true);
    }
    state.running++;
    presence.clan = state;
    presence.clanId = clanId;
  }

  /**
   * Waits until no other request is working, or `limitMs` passed: between the steps of a bulk write, so the
   * requests that came meanwhile finish first. The current request does not count while it waits.
   */
  async othersDone(limitMs: number): Promise<void> {
    const scope = currentClanScope();
    const own = scope && this.presences.get(scope);
    const pausing = own?.working === true;
    if (own && pausing) this.setWorking(own, false);
    try {
      await this.idleWithin(limitMs);
    } finally {
      if (own && pausing && !own.done) this.setWorking(own, true);
    }
  }

  private async idleWithin(limitMs: number): Promise<void> {
    if (this.working === 0) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, limitMs);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      const previous = this.idle;
      this.idle = () => {
        previous?.();
        done();
      };
    });
  }

  /**
   * Runs `work` alone for `clanId`. The current request stops counting as one of the clan's (it would wait on
   * itself) and as working (it would wait on itself between steps); the clan's other requests wait until
   * `work` is done.
   */
  async alone<T>(clanId: string, work: () => Promise<T>): Promise<T> {
    const scope = currentClanScope();
    const presence = scope && this.presences.get(scope);
    if (presence) {
      this.setWorking(presence, false);
      this.leaveClan(presence);
    }
    const state = this.state(clanId);
    state.bulkWrites++;
    if (!state.bulkDone) {
      state.bulkDone = new Promise((resolve) => {
        state.endBulk = resolve;
      });
    }
    const previous = state.lastBulk;
    let finished = () => {};
    state.lastBulk = new Promise((resolve) => {
      finished = resolve;
    });
    try {
      await previous;
      if (state.running > 0) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, DRAIN_LIMIT_MS);
          state.drained = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        state.drained = null;
      }
      return await work();
    } finally {
      finished();
      state.bulkWrites--;
      if (state.bulkWrites === 0) {
        state.bulkDone = null;
        state.endBulk?.();
        state.endBulk = null;
      }
      this.forget(clanId, state);
      // Working again until answered.
      if (presence && !presence.done) this.setWorking(presence, true);
    }
  }
}
