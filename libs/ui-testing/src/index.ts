export * from './fake-api';
export * from './render-with-providers';
