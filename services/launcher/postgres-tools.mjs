// @ts-check
import path from 'node:path';

/**
 * pg_dump or pg_restore: from PG_BIN_DIR when set (to pick the version that matches the
 * server, e.g. /usr/lib/postgresql/16/bin), otherwise the one on PATH.
 * @param {'pg_dump' | 'pg_restore'} name
 */
export function postgresTool(name) {
  const dir = process.env.PG_BIN_DIR;
  return dir ? path.join(dir, name) : name;
}
