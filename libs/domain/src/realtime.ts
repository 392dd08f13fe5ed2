/**
 * The browser's live connection to the API (GET /api/events): the server sends a heartbeat
 * every `heartbeatMs`; a client that hears nothing for `heartbeatMs + heartbeatTimeoutMs`
 * treats the connection as dead and reconnects, waiting `reconnectBackoffMs` in turn (the
 * last value repeating) until a connection succeeds, which starts the sequence over.
 */
export const REALTIME = {
  heartbeatMs: 30_000,
  heartbeatTimeoutMs: 10_000,
  reconnectBackoffMs: [1_000, 2_000, 5_000, 10_000],
} as const;

/** How long to wait before reconnection attempt number `attempt` (0 = the first after a loss). */
export function reconnectDelayMs(attempt: number): number {
  const steps = REALTIME.reconnectBackoffMs;
  return steps[Math.min(Math.max(0, Math.floor(attempt)), steps.length - 1)] as number;
}
