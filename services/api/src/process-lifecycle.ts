/** Runs `stop` once on SIGINT/SIGTERM, then exits. */
export function onShutdownSignal(stop: () => Promise<void>): void {
  let stopping = false;
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    stop()
      .catch((error: unknown) => console.error(`Error while stopping after ${signal}`, error))
      .finally(() => process.exit(0));
  };
  process.once('SIGINT', handler);
  process.once('SIGTERM', handler);
}

/** Prints a start-up failure as one clear line and exits non-zero. */
export function failStartup(error: unknown): never {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
