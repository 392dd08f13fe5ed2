export * from './client';
export * from './health';
export * from './auth';
export * from './me';
export * from './session-refresh';
export * from './companies';
export * from './users';
export * from './demo-data';
