import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFrontendConfig } from '@groombook/federation';

export default createFrontendConfig({
  name: 'marketing',
  projectDir: path.dirname(fileURLToPath(import.meta.url)),
  port: 4203,
  role: 'remote',
  exposes: { './App': './src/app.tsx' },
  title: 'GroomBook Marketing',
});
