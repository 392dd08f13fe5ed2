import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFrontendConfig } from '@groombook/federation';

export default createFrontendConfig({
  name: 'shell',
  projectDir: path.dirname(fileURLToPath(import.meta.url)),
  port: 4200,
  role: 'host',
  title: 'GroomBook',
});
