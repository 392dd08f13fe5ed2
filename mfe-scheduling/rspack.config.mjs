import { createRemoteConfig } from '@groombook/federation';

export default createRemoteConfig(import.meta.url, { name: 'scheduling', port: 4201, title: 'GroomBook Scheduling' });
