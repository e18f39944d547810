import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './countdown.ts';

describe('Countdown (toast life)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fires after its life', () => {
    const done = vi.fn();
    new Countdown(3000, done).start();
    vi.advanceTimersByTime(2999);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledOnce();
  });

  it('pauses on hover and resumes with the time it had left', () => {
    const done = vi.fn();
    const countdown = new Countdown(3000, done);
    countdown.start();
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
    const done = vi.fn();
    const countdown = new Countdown(1000, done);
    countdown.start();
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
    const done = vi.fn();
    const countdown = new Countdown(500, done);
    countdown.start();
    countdown.stop();
    vi.advanceTimersByTime(1000);
    expect(done).not.toHaveBeenCalled();
  });
});
