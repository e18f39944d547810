/**
 * A timer that can be paused and resumed with the time it had left (a toast under the pointer
 * stays; when the pointer leaves it closes after the rest of its life, not a whole new one).
 */
export class Countdown {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private startedAt = 0;
  private left: number;

  constructor(
    duration: number,
    private readonly onDone: () => void,
    private readonly now: () => number = Date.now,
  ) {
    this.left = duration;
  }

  get remaining(): number {
    return this.timer === undefined ? this.left : Math.max(0, this.left - (this.now() - this.startedAt));
  }

  get running(): boolean {
    return this.timer !== undefined;
  }

  start(): void {
    if (this.timer !== undefined) return;
    this.startedAt = this.now();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.left = 0;
      this.onDone();
    }, this.left);
  }

  pause(): void {
    if (this.timer === undefined) return;
    this.left = this.remaining;
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  stop(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }
}
