/** How long a process has to stop after SIGTERM before it exits regardless (the launcher and compose allow more). */
export const STOP_DEADLINE_MS = 10_000;

/**
 * Runs `stop` once on SIGINT/SIGTERM, then exits 0 (1 when `stop` failed). Should `stop`
 * take longer than `deadlineMs`, one line says so and the process exits 1 at once.
 */
export function onShutdownSignal(stop: () => Promise<void>, deadlineMs = STOP_DEADLINE_MS): void {
  let stopping = false;
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const deadline = setTimeout(() => {
      console.error(`Did not stop within ${deadlineMs / 1000} s of ${signal}; exiting now.`);
      process.exit(1);
    }, deadlineMs);
    // Both outcomes are handled in the first then; the second only exits.
    void stop()
      .then(
        () => 0,
        (error: unknown) => {
          console.error(`Error while stopping after ${signal}`, error);
          return 1;
        },
      )
      .then((code) => {
        clearTimeout(deadline);
        process.exit(code);
      });
  };
  process.once('SIGINT', handler);
  process.once('SIGTERM', handler);
}

/** Prints a start-up failure as one clear line and exits non-zero. */
export function failStartup(error: unknown): never {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
