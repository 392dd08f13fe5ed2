/** How long to wait before asking the queue again. */
export const REGISTER_RETRY_MS = 5_000;

/**
 * Runs `register` (a repeating job's registration with its queue) until it succeeds, again
 * every 5 s while the queue does not answer (Redis starting after the process), telling
 * `onFailure` of each miss. Returns what stops it, for shutdown.
 */
export function registerUntilQueued(register: () => Promise<void>, onFailure: (error: unknown) => void): () => void {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const attempt = async (): Promise<void> => {
    try {
      await register();
    } catch (error) {
      if (stopped) return;
      onFailure(error);
      timer = setTimeout(() => void attempt(), REGISTER_RETRY_MS);
      timer.unref();
    }
  };
  void attempt();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
