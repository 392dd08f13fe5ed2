import { Global, Injectable, Module } from '@nestjs/common';

/**
 * The time, for every rule that depends on it (the marketing window, the monthly cap,
 * reminders). One instance per process, so a test that moves it moves every rule of the
 * process at once; the product never moves it.
 */
@Injectable()
export class Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** The development clock (DEV_CLOCK=true): the offset every process shares. */
  setOffset(offsetMs: number): void {
    this.offsetMs = offsetMs;
  }

  /** Tests only: from now on, `now()` reads `at` plus the real time passed since; null goes back to the real time. */
  travelTo(at: Date | null): void {
    this.offsetMs = at ? at.getTime() - Date.now() : 0;
  }
}

@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}
