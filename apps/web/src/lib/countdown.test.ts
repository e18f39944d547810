import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './countdown.ts';

/** A countdown of `life` ms, started, with the spy it calls when it runs out. */
function started(life: number) {
  const done = vi.fn();
  const countdown = new Countdown(life, done);
  countdown.start();
  return { done, countdown };
}

describe('Countdown (toast life)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fires after its life', () => {
    const { done } = started(3000);
    vi.advanceTimersByTime(2999);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledOnce();
  });

  it('pauses on hover and resumes with the time it had left', () => {
    const { done, countdown } = started(3000);
    vi.advanceTimersByTime(1000);
    countdown.pause();
    expect(countdown.remaining).toBe(2000);
    vi.advanceTimersByTime(10_000);
    expect(done).not.toHaveBeenCalled();
    countdown.start();
    vi.advanceTimersByTime(1999);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledOnce();
  });

  it('pausing twice or starting twice changes nothing', () => {
    const { done, countdown } = started(1000);
    countdown.start();
    vi.advanceTimersByTime(400);
    countdown.pause();
    countdown.pause();
    expect(countdown.remaining).toBe(600);
    countdown.start();
    vi.advanceTimersByTime(600);
    expect(done).toHaveBeenCalledOnce();
  });

  it('stop cancels it', () => {
    const { done, countdown } = started(500);
    countdown.stop();
    vi.advanceTimersByTime(1000);
    expect(done).not.toHaveBeenCalled();
  });
});
