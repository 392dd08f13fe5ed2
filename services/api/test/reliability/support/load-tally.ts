/**
 * What a load run counts: each request's time under its route pattern, the refusals the
 * scenario expects (an appointment another session just deleted), and every error: a 5xx,
 * a network failure, or any other refusal, which would mean the API or the scenario is wrong.
 */
export class LoadTally {
  private readonly timings = new Map<string, number[]>();
  readonly expectedRefusals = new Map<string, number>();
  readonly errors: string[] = [];
  requests = 0;

  record(route: string, ms: number): void {
    this.requests++;
    const list = this.timings.get(route) ?? [];
    list.push(ms);
    this.timings.set(route, list);
  }

  refusedAsExpected(route: string, status: number): void {
    const key = `${route} ${status}`;
    this.expectedRefusals.set(key, (this.expectedRefusals.get(key) ?? 0) + 1);
  }

  error(route: string, what: string): void {
    this.errors.push(`${route}: ${what}`);
  }

  /** p50, p95 and p99 in ms of each route pattern, slowest p95 first. */
  percentiles(): { route: string; count: number; p50: number; p95: number; p99: number }[] {
    return [...this.timings.entries()]
      .map(([route, list]) => {
        const sorted = [...list].sort((a, b) => a - b);
        const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
        return { route, count: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99) };
      })
      .sort((a, b) => b.p95 - a.p95);
  }
}

/** The median of some numbers (0 for none). */
export function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (index: number) => sorted[index] ?? 0;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}
