import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFrontendConfig } from '@groombook/federation';
import { withFirstFrames } from './first-frames.mjs';

const projectDir = path.dirname(fileURLToPath(import.meta.url));

const browser = createFrontendConfig({
  name: 'shell',
  projectDir,
  port: 4200,
  role: 'host',
  title: 'GroomBook',
});

/** The production build also writes the first frames (first-frames.mjs); the development server serves the bare page. */
export default (env, argv) => {
  const config = browser(env, argv);
  return config.mode === 'production' ? withFirstFrames(config, projectDir) : config;
};
