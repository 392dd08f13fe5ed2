export * from './session-store';
export * from './auth-events';
export { readStoredSession } from './session-storage';
export * from './api-origin';
