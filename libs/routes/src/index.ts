export * from './manifest';
export * from './paths';
export * from './redirect-target';
export * from './first-frame';
