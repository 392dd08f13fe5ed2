import { createRemoteConfig } from '@groombook/federation';

export default createRemoteConfig(import.meta.url, { name: 'marketing', port: 4203, title: 'GroomBook Marketing' });
