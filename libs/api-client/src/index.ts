export * from './client';
export * from './health';
