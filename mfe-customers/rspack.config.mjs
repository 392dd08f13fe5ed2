import { createRemoteConfig } from '@groombook/federation';

export default createRemoteConfig(import.meta.url, { name: 'customers', port: 4202, title: 'GroomBook Customers' });
