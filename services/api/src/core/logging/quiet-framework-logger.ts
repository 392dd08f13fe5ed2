import { Inject, Injectable, type LoggerService } from '@nestjs/common';
import type { Level, Logger as PinoLogger } from 'pino';
import { ROOT_LOGGER } from './root-logger';

/** Nest's start-up chatter: one line per module and route, which buries the lines people need. */
const FRAMEWORK_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory', 'NestApplication']);

/** A stack trace, as Nest's own exception handlers pass it in place of a message parameter. */
const STACK = /\n\s*at /;

/**
 * Nest's logger on pino, without Nest's informational start-up lines (its warnings and
 * errors still pass). Nest appends the context to every call: `log(message, ...params, context)`
 * becomes one line `{ context, ...message when it is an object }`, an Error goes under `err`.
 */
@Injectable()
export class QuietFrameworkLogger implements LoggerService {
  constructor(@Inject(ROOT_LOGGER) private readonly pino: PinoLogger) {}

  verbose(message: unknown, ...optionalParams: unknown[]): void {
    this.write('trace', message, optionalParams);
  }

  debug(message: unknown, ...optionalParams: unknown[]): void {
    this.write('debug', message, optionalParams);
  }

  log(message: unknown, ...optionalParams: unknown[]): void {
    const context = optionalParams[optionalParams.length - 1];
    if (typeof context === 'string' && FRAMEWORK_CONTEXTS.has(context)) return;
    this.write('info', message, optionalParams);
  }

  warn(message: unknown, ...optionalParams: unknown[]): void {
    this.write('warn', message, optionalParams);
  }

  error(message: unknown, ...optionalParams: unknown[]): void {
    this.write('error', message, optionalParams);
  }

  fatal(message: unknown, ...optionalParams: unknown[]): void {
    this.write('fatal', message, optionalParams);
  }

  private write(level: Level, message: unknown, optionalParams: unknown[]): void {
    if (!this.pino.isLevelEnabled(level)) return;
    const fields: Record<string, unknown> = {};
    const params = optionalParams.slice(0, -1);
    if (optionalParams.length > 0) fields.context = optionalParams[optionalParams.length - 1];
    const write = this.pino[level] as (this: PinoLogger, fields: object, ...rest: unknown[]) => void;
    if (message instanceof Error) fields.err = message;
    else if (typeof message === 'object' && message !== null) Object.assign(fields, message);
    else if (level === 'error' && typeof message === 'string' && params.length === 1 && typeof params[0] === 'string' && STACK.test(params[0])) {
      // Nest's exception handlers call error(message, stack).
      fields.err = Object.assign(new Error(message), { stack: params[0] });
      return write.call(this.pino, fields);
    } else return write.call(this.pino, fields, message, ...params);
    write.call(this.pino, fields, ...params);
  }
}
