import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HashingUnavailable, PasswordHashingChild } from './password-hashing-child';

const script = path.join(import.meta.dirname, 'testing', 'hashing-stand-in.mjs');
/** The stand-in answers "op:password:pid", so a test can tell which process answered. */
const pidOf = (answer: string | boolean) => Number(String(answer).split(':')[2]);

describe('PasswordHashingChild', () => {
  let child: PasswordHashingChild;
  afterEach(() => child.stop());

  it('asks one process for every request while it lives', async () => {
    child = new PasswordHashingChild(script);
    const first = await child.run({ op: 'hash', password: 'one' });
    const second = await child.run({ op: 'verify', hash: 'h', password: 'two' });
    expect(String(first)).toMatch(/^hash:one:/);
    expect(String(second)).toMatch(/^verify:two:/);
    expect(pidOf(second)).toBe(pidOf(first));
  });

  it('answers from a new process a request made right after the old one was killed, before its exit was seen', async () => {
    child = new PasswordHashingChild(script);
    const dead = pidOf(await child.run({ op: 'hash', password: 'one' }));
    process.kill(dead, 'SIGKILL');
    const answer = await child.run({ op: 'hash', password: 'two' });
    expect(String(answer)).toMatch(/^hash:two:/);
    expect(pidOf(answer)).not.toBe(dead);
  });

  it('asks a new process again what the killed one still owed', async () => {
    child = new PasswordHashingChild(script);
    const dead = pidOf(await child.run({ op: 'hash', password: 'one' }));
    const slow = child.run({ op: 'hash', password: 'slow' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    process.kill(dead, 'SIGKILL');
    const answer = await slow;
    expect(String(answer)).toMatch(/^hash:slow:/);
    expect(pidOf(answer)).not.toBe(dead);
  });

  it('gives up on a request that ends two processes, and answers the next from a third', async () => {
    child = new PasswordHashingChild(script);
    const first = pidOf(await child.run({ op: 'hash', password: 'one' }));
    await expect(child.run({ op: 'hash', password: 'crash' })).rejects.toBeInstanceOf(HashingUnavailable);
    const answer = await child.run({ op: 'hash', password: 'two' });
    expect(String(answer)).toMatch(/^hash:two:/);
    expect(pidOf(answer)).not.toBe(first);
  });

  it('starts nothing once stopped', async () => {
    child = new PasswordHashingChild(script);
    await child.run({ op: 'hash', password: 'one' });
    child.stop();
    await expect(child.run({ op: 'hash', password: 'two' })).rejects.toBeInstanceOf(HashingUnavailable);
  });
});
