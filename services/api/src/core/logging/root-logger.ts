import { pino, type Logger as PinoLogger } from 'pino';

/** The process's pino logger, which every log line goes through (Nest's `Logger` included, via `QuietFrameworkLogger`). */
export const ROOT_LOGGER = Symbol('ROOT_LOGGER');

export const rootLogger = (level: string): PinoLogger => pino({ level });

export type { PinoLogger };
