export * from './theme';
export * from './app-layout';
export * from './empty-state';
export * from './confirm-dialog';
export * from './page';
export * from './app-providers';
export * from './standalone';
export * from './responsive-modal';
