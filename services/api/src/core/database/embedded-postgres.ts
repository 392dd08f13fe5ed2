import fs from 'node:fs';
import net from 'node:net';

export interface EmbeddedPostgres {
  url: string;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Postgres inside this process (PGlite) behind a local socket, so the app still talks
 * to it through `pg`. PGlite is a single backend: the caller must use a pool of one.
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  fs.mkdirSync(dataDir, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  // The extensions the migrations create must be handed to PGlite up front.
  const db = await PGlite.create(dataDir, { extensions: { pg_trgm, btree_gist } });
  const port = await freePort();
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port });
  await server.start();
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await server.stop();
      await db.close();
    },
  };
}
