// The password-hashing process (dist/password-hashing.js): argon2 in a child of the API at
// the lowest CPU priority (SCHED_IDLE when started through chrt, and nice 19). argon2 runs each hash on four threads of its own, so inside the
// API one failing sign-in took both cores from everyone else's requests for its duration;
// here the operating system gives the API (and Postgres) the cores first and the hashes what
// is left. It answers the API's messages and ends with it (its IPC channel closing).
import { setPriority } from 'node:os';
import argon2 from 'argon2';
import type { HashingAnswer, HashingRequest } from './password-hashing.messages';

try {
  setPriority(19);
} catch {
  // A system that refuses a lower priority still hashes, at the API's own.
}

process.on('message', (request: HashingRequest) => {
  const work = request.op === 'hash' ? argon2.hash(request.password, { type: argon2.argon2id }) : argon2.verify(request.hash, request.password);
  void work.then(
    (result) => process.send?.({ id: request.id, ok: true, result } satisfies HashingAnswer),
    () => process.send?.({ id: request.id, ok: false } satisfies HashingAnswer),
  );
});
process.on('disconnect', () => process.exit(0));
process.send?.({ id: 0, ok: true, result: 'ready' } satisfies HashingAnswer);
