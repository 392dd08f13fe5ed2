export * from './constants';
export * from './dates';
export * from './roles';
export * from './fuzzy-search';
