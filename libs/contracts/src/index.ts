export * from './errors';
export * from './health';
export * from './runtime-config';
export * from './identity';
export * from './companies';
export * from './customers';
export * from './appointments';
export * from './conflicts';
