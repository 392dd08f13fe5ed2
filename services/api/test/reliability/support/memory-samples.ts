import type { LiveHeap } from './live-heap';
import { median } from './load-tally';

export interface MemorySample {
  at: number;
  rss: number;
  /** The heap in use right after a full collection: what the API keeps. */
  liveHeap: number;
  /** How long that collection held the API. */
  collectionMs: number;
}

/** The API's resident memory, as it reports it on GET /api/metrics (open to this machine). */
export async function readRss(apiUrl: string): Promise<number> {
  const text = await (await fetch(`${apiUrl}/api/metrics`)).text();
  const match = /^process_resident_memory_bytes (\d+(?:\.\d+)?)$/m.exec(text);
  if (!match) throw new Error('GET /api/metrics has no process_resident_memory_bytes');
  return Number(match[1]);
}

/** Samples the API's memory every `everyMs` until stopped: its live heap first (a full collection), then what it reports. */
export function sampleMemory(apiUrl: string, heap: LiveHeap, everyMs: number): { stop: () => Promise<MemorySample[]> } {
  const samples: MemorySample[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const { bytes, collectionMs } = await heap.afterFullCollection();
      samples.push({ at: Date.now(), rss: await readRss(apiUrl), liveHeap: bytes, collectionMs });
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
export function thirds(samples: MemorySample[], of: 'rss' | 'liveHeap'): { second: number; last: number } {
  const third = Math.floor(samples.length / 3);
  const values = samples.map((sample) => sample[of]);
  return { second: median(values.slice(third, 2 * third)), last: median(values.slice(2 * third)) };
}
