import { afterAll, expect } from 'vitest';

/**
 * Fails a test file in which the API used pg in a way pg 9 removes: above all, a second
 * statement sent on a connection while the first still runs (`Promise.all` over one
 * transaction's manager). Today pg queues it and warns once per process; pg 9 throws.
 * `NODE_OPTIONS=--trace-deprecation` prints where it was called.
 */
const deprecated: string[] = [];
process.on('warning', (warning) => {
  if (warning.name === 'DeprecationWarning' && warning.message.includes('pg@9')) deprecated.push(warning.message);
});

afterAll(async () => {
  // A warning is emitted on the next tick after the call that caused it.
  await new Promise((resolve) => setImmediate(resolve));
  expect(deprecated, 'a use of pg that pg 9 removes (rerun with NODE_OPTIONS=--trace-deprecation to see where)').toEqual([]);
});
