import type { FastifyInstance } from 'fastify';

/** The histogram's upper bounds in seconds (Prometheus's `le`), plus +Inf. */
export const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

interface Series {
  method: string;
  route: string;
  status: string;
  /** Per bucket, not cumulative (the last one is +Inf); summed when written out. */
  counts: number[];
  sum: number;
  count: number;
}

/** `route` is the matched route's pattern; requests that matched none share one label, so no URL of a client's choosing becomes a series. */
const UNMATCHED_ROUTE = 'unmatched';
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

const escapeLabel = (value: string): string => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

/**
 * Request durations by method, route pattern and status class: a fixed set of buckets per
 * series, so that recording a request is a map look-up and a few additions.
 */
export class HttpMetrics {
  private readonly series = new Map<string, Series>();

  record(method: string, route: string | undefined, statusCode: number, seconds: number): void {
    const m = KNOWN_METHODS.has(method) ? method : 'OTHER';
    const r = route ?? UNMATCHED_ROUTE;
    const status = `${Math.floor(statusCode / 100)}xx`;
    const key = `${m} ${status} ${r}`;
    let series = this.series.get(key);
    if (!series) {
      series = { method: m, route: r, status, counts: new Array<number>(DURATION_BUCKETS.length + 1).fill(0), sum: 0, count: 0 };
      this.series.set(key, series);
    }
    let bucket = 0;
    for (const bound of DURATION_BUCKETS) {
      if (seconds <= bound) break;
      bucket += 1;
    }
    series.counts[bucket] = (series.counts[bucket] ?? 0) + 1;
    series.sum += seconds;
    series.count += 1;
  }

  /** The histogram in Prometheus's text format. */
  render(): string {
    const name = 'groombook_http_request_duration_seconds';
    const lines = [`# HELP ${name} Time to answer HTTP requests, by method, route pattern and status class.`, `# TYPE ${name} histogram`];
    for (const series of this.series.values()) {
      const labels = `method="${series.method}",route="${escapeLabel(series.route)}",status="${series.status}"`;
      let cumulative = 0;
      DURATION_BUCKETS.forEach((bound, index) => {
        cumulative += series.counts[index] ?? 0;
        lines.push(`${name}_bucket{${labels},le="${bound}"} ${cumulative}`);
      });
      lines.push(`${name}_bucket{${labels},le="+Inf"} ${series.count}`);
      lines.push(`${name}_sum{${labels}} ${series.sum}`);
      lines.push(`${name}_count{${labels}} ${series.count}`);
    }
    return `${lines.join('\n')}\n`;
  }
}

/** Times every answered request (Fastify measured it already: reply.elapsedTime, in ms). */
export function registerHttpMetrics(fastify: FastifyInstance, metrics: HttpMetrics): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    metrics.record(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}
