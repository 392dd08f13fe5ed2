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

/**
 * The API's side of the password-hashing process (`password-hashing.process.ts`): started on
 * first use, started again after it dies (what it was doing then fails), stopped with the API.
 */
export class PasswordHashingChild {
  private child: Promise<ChildProcess> | null = null;
  private current: ChildProcess | null = null;
  private readonly pending = new Map<number, Pending>();
  private sequence = 0;
  /** Set when chrt could not start the process (a container's policy may refuse it): nice 19 alone then. */
  private withoutChrt = !CHRT;

  constructor(private readonly script: string) {}

  async run(request: { op: 'hash'; password: string } | { op: 'verify'; hash: string; password: string }): Promise<string | boolean> {
    const child = await this.started();
    const id = ++this.sequence;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      // Held open while an answer is awaited, so a process with nothing else to do still waits for it.
      child.channel?.ref();
      child.send({ ...request, id } satisfies HashingRequest, (error) => {
        // The process went away between its start and this request.
        if (!error) return;
        this.pending.delete(id);
        reject(new HashingUnavailable(`The password-hashing process could not be asked (${error.message})`));
      });
    });
  }

  stop(): void {
    void this.child?.then((child) => child.kill(), () => undefined);
    this.child = null;
  }

  /** The running process, started if need be; a start that fails is tried once more (without chrt, when chrt was what failed). */
  private async started(): Promise<ChildProcess> {
    try {
      return await (this.child ??= this.start());
    } catch {
      return await (this.child ??= this.start());
    }
  }

  private start(): Promise<ChildProcess> {
    // No inherited flags: the API's heap settings are not the hasher's. chrt execs Node in its own place, keeping the IPC channel.
    const viaChrt = CHRT !== undefined && !this.withoutChrt;
    const launch = viaChrt ? { execPath: CHRT, execArgv: ['--idle', '0', process.execPath] } : { execArgv: [] };
    let ready = false;
    const child = fork(this.script, [], { ...launch, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    this.current = child;
    // Neither the process nor its channel, once idle, keeps the API alive.
    child.unref();
    return new Promise((resolve, reject) => {
      child.on('message', (answer: HashingAnswer) => {
        if (answer.id === 0) {
          ready = true;
          child.channel?.unref();
          return resolve(child);
        }
        const waiting = this.pending.get(answer.id);
        this.pending.delete(answer.id);
        if (this.pending.size === 0) child.channel?.unref();
        if (answer.ok) waiting?.resolve(answer.result);
        else waiting?.reject(new Error('The password hash failed'));
      });
      const ended = (why: string) => {
        if (!ready && viaChrt) this.withoutChrt = true;
        const error = new HashingUnavailable(`The password-hashing process ended (${why})`);
        reject(error);
        for (const waiting of this.pending.values()) waiting.reject(error);
        this.pending.clear();
        // The next hash starts another, unless one was started already (after a stop).
        if (this.current === child) this.child = null;
      };
      child.once('exit', (code, signal) => ended(String(code ?? signal)));
      // A process that could not be started at all (its program missing or refused) says so here, not on exit.
      child.once('error', (error) => ended(error.message));
    });
  }
}
