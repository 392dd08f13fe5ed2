/**
 * At most `limit` pieces of work at once; the rest wait in arrival order. Password hashing
 * runs behind one, so a burst of failing sign-ins queues behind itself instead of taking
 * every core (and libuv thread) from the requests of everyone else.
 */
export class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active += 1;
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, so nobody can overtake it.
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }

  /** Pieces of work waiting for a slot (for the benchmark and tests). */
  get queued(): number {
    return this.waiting.length;
  }
}
