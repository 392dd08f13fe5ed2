import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFrontendConfig } from '@groombook/federation';

export default createFrontendConfig({
  name: 'customers',
  projectDir: path.dirname(fileURLToPath(import.meta.url)),
  port: 4202,
  role: 'remote',
  exposes: { './App': './src/app.tsx' },
  title: 'GroomBook Customers',
});
