import fs from 'node:fs';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { z } from 'zod';
import { REMOTE_NAMES, type RuntimeConfig } from '@groombook/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { originOf, remoteOrigins } from '../http/security-headers';

type RemoteUrls = RuntimeConfig['remotes'];

/** REMOTES_CONFIG_FILE: some remotes' remoteEntry.js URLs; any other key is a mistake worth naming. */
const remotesFileSchema = z.strictObject(
  Object.fromEntries(REMOTE_NAMES.map((name) => [name, z.string().trim().min(1).optional()])) as Record<
    keyof RemoteUrls,
    z.ZodOptional<z.ZodString>
  >,
);

/**
 * Each remote's remoteEntry.js URL for GET /config.json: the settings' (REMOTE_<NAME>_URL), with
 * REMOTES_CONFIG_FILE's entries over them. The file is read again whenever it changes, so
 * rewriting it releases or rolls back a remote without restarting the API. Each entry is a
 * path on this origin or a URL on an origin the pages' Content-Security-Policy allows (the
 * remotes' settings and REMOTE_ORIGINS). A missing file adds nothing; an unreadable or
 * invalid one is logged and the last good one kept, so a half-written file never takes the
 * shell down.
 */
@Injectable()
export class RemoteUrlsSource {
  private readonly logger = new Logger(RemoteUrlsSource.name);
  private readonly file: string | undefined;
  private readonly defaults: RemoteUrls;
  private readonly allowedOrigins: Set<string>;
  private seen: string | null = null;
  private current: RemoteUrls;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.file = config.web.remotesFile;
    this.defaults = config.web.remotes;
    this.current = config.web.remotes;
    this.allowedOrigins = new Set(remoteOrigins(config));
  }

  async remotes(): Promise<RemoteUrls> {
    if (!this.file) return this.defaults;
    const stat = await fs.promises.stat(this.file).catch(() => null);
    const stamp = stat ? `${stat.mtimeMs}:${stat.size}` : 'missing';
    if (stamp === this.seen) return this.current;
    if (!stat) {
      this.current = this.defaults;
    } else {
      const read = await this.read(this.file);
      if (typeof read === 'string') {
        // The stamp stays unseen, so the file is tried again on the next request.
        this.logger.error(`REMOTES_CONFIG_FILE ${this.file} is ignored (the last good one stays): ${read}`);
        return this.current;
      }
      this.current = { ...this.defaults, ...read };
    }
    this.seen = stamp;
    return this.current;
  }

  /** The file's entries, or what is wrong with it. */
  private async read(file: string): Promise<Partial<RemoteUrls> | string> {
    let json: unknown;
    try {
      json = JSON.parse(await fs.promises.readFile(file, 'utf8'));
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
    const parsed = remotesFileSchema.safeParse(json);
    if (!parsed.success) return parsed.error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`).join('; ');
    const entries = Object.entries(parsed.data).filter((entry): entry is [string, string] => entry[1] !== undefined);
    const refused = entries.flatMap(([name, url]) => {
      const origin = originOf(url);
      if (origin) return this.allowedOrigins.has(origin) ? [] : [`${name}: ${origin} is not a remote origin (REMOTE_ORIGINS)`];
      return /^\/(?!\/)/.test(url) ? [] : [`${name}: must be a path on this origin or an http(s) URL`];
    });
    if (refused.length > 0) return refused.join('; ');
    return Object.fromEntries(entries) as Partial<RemoteUrls>;
  }
}
