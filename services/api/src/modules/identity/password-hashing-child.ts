import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type { HashingAnswer, HashingRequest } from './password-hashing.messages';

/**
 * util-linux's chrt, where there is one: the process then runs under SCHED_IDLE, which Linux
 * schedules only when nothing else wants the core, below even nice 19 (which still takes a
 * share). Without it, the process lowers its own priority to nice 19.
 */
const CHRT = ['/usr/bin/chrt', '/bin/chrt'].find((file) => process.platform === 'linux' && fs.existsSync(file));

/** The process ended or could not start: no answer about the password either way. */
export class HashingUnavailable extends Error {}

type Pending = { resolve: (result: string | boolean) => void; reject: (error: Error) => void };
type Request = { op: 'hash'; password: string } | { op: 'verify'; hash: string; password: string };

/** One started process, settled once it says it is ready, and the requests it still owes an answer; its end fails those, and only those. */
type Hasher = { process: ChildProcess; ready: Promise<void>; pending: Map<number, Pending>; gone: boolean };

/**
 * The API's side of the password-hashing process (`password-hashing.process.ts`): started on
 * first use, started again after it dies, stopped with the API. A request whose process is
 * gone (killed while hashing, or dead before the API has seen its exit) is asked once more of
 * a new one; only a second failure reaches the caller.
 */
export class PasswordHashingChild {
  private current: Hasher | null = null;
  private stopped = false;
  private sequence = 0;
  /** Set when chrt could not start the process (a container's policy may refuse it): nice 19 alone then. */
  private withoutChrt = !CHRT;

  constructor(private readonly script: string) {}

  async run(request: Request): Promise<string | boolean> {
    try {
      return await this.ask(await this.started(), request);
    } catch (error) {
      if (!(error instanceof HashingUnavailable)) throw error;
      return this.ask(await this.started(), request);
    }
  }

  stop(): void {
    this.stopped = true;
    this.current?.process.kill();
    this.current = null;
  }

  private ask(hasher: Hasher, request: Request): Promise<string | boolean> {
    const id = ++this.sequence;
    return new Promise((resolve, reject) => {
      if (hasher.gone) return reject(new HashingUnavailable('The password-hashing process has ended'));
      hasher.pending.set(id, { resolve, reject });
      // Held open while an answer is awaited, so a process with nothing else to do still waits for it.
      hasher.process.channel?.ref();
      hasher.process.send({ ...request, id } satisfies HashingRequest, (error) => {
        // The process is gone though its exit has not arrived yet: this request and the others it owes
        // fail (and are asked again by run), and nothing more is asked of it.
        if (error) this.ended(hasher, `it could not be asked: ${error.message}`);
      });
    });
  }

  /** The running process, started if need be; a start that fails is tried once more (without chrt, when chrt was what failed). */
  private async started(): Promise<Hasher> {
    if (this.stopped) throw new HashingUnavailable('The API is stopping');
    try {
      return await this.readyOne();
    } catch {
      return await this.readyOne();
    }
  }

  private async readyOne(): Promise<Hasher> {
    const hasher = (this.current ??= this.start());
    await hasher.ready;
    return hasher;
  }

  private start(): Hasher {
    // No inherited flags: the API's heap settings are not the hasher's. chrt execs Node in its own place, keeping the IPC channel.
    const viaChrt = CHRT !== undefined && !this.withoutChrt;
    const launch = viaChrt ? { execPath: CHRT, execArgv: ['--idle', '0', process.execPath] } : { execArgv: [] };
    const child = fork(this.script, [], { ...launch, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const pending = new Map<number, Pending>();
    // Neither the process nor its channel, once idle, keeps the API alive.
    child.unref();
    const ready = new Promise<void>((resolve, reject) => {
      let isReady = false;
      child.on('message', (answer: HashingAnswer) => {
        if (answer.id === 0) {
          isReady = true;
          child.channel?.unref();
          return resolve();
        }
        const waiting = pending.get(answer.id);
        pending.delete(answer.id);
        if (pending.size === 0) child.channel?.unref();
        if (answer.ok) waiting?.resolve(answer.result);
        else waiting?.reject(new Error('The password hash failed'));
      });
      const onEnd = (why: string) => {
        if (!isReady && viaChrt) this.withoutChrt = true;
        reject(new HashingUnavailable(`The password-hashing process ended (${why})`));
        this.ended(hasher, why);
      };
      child.once('exit', (code, signal) => onEnd(String(code ?? signal)));
      // A process that could not be started at all (its program missing or refused) says so here, not on exit.
      child.once('error', (error) => onEnd(error.message));
    });
    const hasher: Hasher = { process: child, ready, pending, gone: false };
    return hasher;
  }

  /** Fails what the process still owes and lets the next request start another (unless one was started already, after a stop). */
  private ended(hasher: Hasher, why: string): void {
    if (hasher.gone) return;
    hasher.gone = true;
    const error = new HashingUnavailable(`The password-hashing process ended (${why})`);
    for (const waiting of hasher.pending.values()) waiting.reject(error);
    hasher.pending.clear();
    if (this.current === hasher) this.current = null;
  }
}
