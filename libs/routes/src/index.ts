export * from './manifest';
export * from './paths';
