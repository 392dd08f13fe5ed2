export * from './services';
export * from './test-database';
export * from './chromium';
export * from './smtp-capture';
export * from './raw-http';
export * from './web-image';
export * from './ports';
