import { median } from './load-tally';

export interface MemorySample {
  at: number;
  rss: number;
  heapUsed: number;
}

/** The API's resident memory and V8 heap in use, as it reports them on GET /api/metrics (open to this machine). */
export async function readMemory(apiUrl: string): Promise<MemorySample> {
  const text = await (await fetch(`${apiUrl}/api/metrics`)).text();
  const gauge = (name: string) => {
    const match = new RegExp(`^${name} (\\d+(?:\\.\\d+)?)$`, 'm').exec(text);
    if (!match) throw new Error(`GET /api/metrics has no ${name}`);
    return Number(match[1]);
  };
  return { at: Date.now(), rss: gauge('process_resident_memory_bytes'), heapUsed: gauge('nodejs_heap_used_bytes') };
}

/** Samples the API's memory every `everyMs` until stopped. */
export function sampleMemory(apiUrl: string, everyMs: number): { stop: () => Promise<MemorySample[]> } {
  const samples: MemorySample[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      samples.push(await readMemory(apiUrl));
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return samples;
    },
  };
}

/**
 * The medians of the second and last thirds of a run (the first third is the warm-up: the
 * heap and the pools grow to their working size there). A leak keeps growing after it.
 */
export function thirds(samples: MemorySample[], of: 'rss' | 'heapUsed'): { second: number; last: number } {
  const third = Math.floor(samples.length / 3);
  const values = samples.map((sample) => sample[of]);
  return { second: median(values.slice(third, 2 * third)), last: median(values.slice(2 * third)) };
}
