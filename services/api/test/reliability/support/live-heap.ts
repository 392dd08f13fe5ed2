import WebSocket from 'ws';

/** The address a process started with `--inspect=127.0.0.1:0` prints on stderr. */
const INSPECTOR_URL = /Debugger listening on (ws:\/\/127\.0\.0\.1:\d+\/[\w-]+)/;

/**
 * A process's live heap, read through its inspector: a full collection first, then the heap in
 * use. V8's "heap used" between collections also counts garbage not yet collected, and when the
 * collector runs depends on its own heuristics, not on what the process keeps; what is left
 * after a full collection is what the process keeps, the figure a leak makes grow.
 */
export class LiveHeap {
  private nextId = 1;
  private readonly answers = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data: WebSocket.RawData) => {
      const message = JSON.parse(data.toString()) as { id?: number; result?: unknown };
      if (message.id === undefined) return;
      this.answers.get(message.id)?.resolve(message.result);
      this.answers.delete(message.id);
    });
    // A process that ended answers nothing more: its pending questions fail instead of waiting forever.
    socket.on('close', () => {
      for (const answer of this.answers.values()) answer.reject(new Error('The inspected process closed its inspector'));
      this.answers.clear();
    });
  }

  /** Connects to the inspector whose address is in `output` (the process's stdout and stderr). */
  static async connect(output: string): Promise<LiveHeap> {
    const url = INSPECTOR_URL.exec(output)?.[1];
    if (!url) throw new Error(`No inspector address in the process's output:\n${output.slice(0, 2000)}`);
    const socket = new WebSocket(url);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return new LiveHeap(socket);
  }

  /** Bytes of heap in use right after a full collection, and how long the collection took (the process does nothing else meanwhile). */
  async afterFullCollection(): Promise<{ bytes: number; collectionMs: number }> {
    const started = performance.now();
    await this.call('HeapProfiler.collectGarbage');
    const collectionMs = performance.now() - started;
    const usage = (await this.call('Runtime.getHeapUsage')) as { usedSize: number };
    return { bytes: usage.usedSize, collectionMs };
  }

  close(): void {
    this.socket.close();
  }

  private call(method: string): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.answers.set(id, { resolve, reject });
      this.socket.send(JSON.stringify({ id, method }));
    });
  }
}
