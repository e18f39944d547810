import { describe, expect, it } from 'vitest';
import { ClanGate } from './clan-gate.ts';
import { type ClanScope, currentClanScope, runInClanScope } from './clan-scope.ts';

/** A request as the app makes one: its own scope, known to the gate from its first hook. */
function request<T>(gate: ClanGate, work: (scope: ClanScope) => Promise<T>): Promise<T> {
  return runInClanScope(null, async () => {
    const scope = currentClanScope();
    if (!scope) throw new Error('no scope');
    gate.arrive();
    try {
      return await work(scope);
    } finally {
      gate.depart(scope);
    }
  });
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('ClanGate', () => {
  it("holds the clan's new requests until its bulk write is done, and lets other clans through", async () => {
    const gate = new ClanGate();
    const seen: string[] = [];
    let finishBulk = () => {};
    const bulk = request(gate, () =>
      gate.alone('ho-a', async () => {
        seen.push('bulk starts');
        await new Promise<void>((resolve) => {
          finishBulk = resolve;
        });
        seen.push('bulk ends');
      }),
    );
    await tick();
    const sameClan = request(gate, async () => {
      await gate.enter('ho-a');
      seen.push('ho-a request');
    });
    const otherClan = request(gate, async () => {
      await gate.enter('ho-b');
      seen.push('ho-b request');
    });
    await otherClan;
    await tick();
    expect(seen).toEqual(['bulk starts', 'ho-b request']);
    finishBulk();
    await Promise.all([bulk, sameClan]);
    expect(seen).toEqual(['bulk starts', 'ho-b request', 'bulk ends', 'ho-a request']);
  });

  it("waits for the clan's running requests before it starts, without waiting for its own", async () => {
    const gate = new ClanGate();
    const seen: string[] = [];
    let finishRead = () => {};
    const reading = request(gate, async () => {
      await gate.enter('ho-a');
      seen.push('read starts');
      await new Promise<void>((resolve) => {
        finishRead = resolve;
      });
      seen.push('read ends');
    });
    await tick();
    // The publishing request has entered its clan too: it does not wait on itself.
    const bulk = request(gate, async () => {
      await gate.enter('ho-a');
      await gate.alone('ho-a', async () => {
        seen.push('bulk');
      });
    });
    await tick();
    expect(seen).toEqual(['read starts']);
    finishRead();
    await Promise.all([reading, bulk]);
    expect(seen).toEqual(['read starts', 'read ends', 'bulk']);
  });

  it('runs bulk writes of one clan one after another', async () => {
    const gate = new ClanGate();
    const seen: string[] = [];
    const write = (name: string) =>
      request(gate, () =>
        gate.alone('ho-a', async () => {
          seen.push(`${name} starts`);
          await tick();
          seen.push(`${name} ends`);
        }),
      );
    await Promise.all([write('first'), write('second')]);
    expect(seen).toEqual(['first starts', 'first ends', 'second starts', 'second ends']);
  });

  it('does not wait for the request that pauses', async () => {
    const gate = new ClanGate();
    const waited = await request(gate, async () => {
      await gate.enter('ho-a');
      const started = performance.now();
      await gate.othersDone(5000);
      return performance.now() - started;
    });
    expect(waited).toBeLessThan(1000);
    // And it counts again afterwards: another request's pause waits for it.
    let finish = () => {};
    const working = request(gate, async () => {
      await gate.othersDone(10);
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
    });
    await tick();
    const started = performance.now();
    await gate.othersDone(50);
    expect(performance.now() - started).toBeGreaterThanOrEqual(40);
    finish();
    await working;
  });

  it('between steps, waits for the requests working then, up to a limit', async () => {
    const gate = new ClanGate();
    let finish = () => {};
    const working = request(gate, async () => {
      await gate.enter('ho-b');
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
    });
    const started = performance.now();
    await gate.othersDone(30);
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
    let done = false;
    const waiting = gate.othersDone(10_000).then(() => {
      done = true;
    });
    await tick();
    expect(done).toBe(false);
    finish();
    await working;
    await waiting;
    expect(done).toBe(true);
  });
});
