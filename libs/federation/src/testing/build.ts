import { rspack, type Configuration } from '@rspack/core';

/** Runs one rspack build for a test: resolves when it is written, rejects with its errors. */
export function build(config: Configuration): Promise<void> {
  return new Promise((resolve, reject) => {
    rspack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    });
  });
}
