import { createRemoteConfig } from '@groombook/federation';

export default createRemoteConfig(import.meta.url, { name: 'admin', port: 4204, title: 'GroomBook Company Management' });
