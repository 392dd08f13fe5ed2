declare const __REMOTE_VERSION__: string | undefined;

/** This build's release: REMOTE_VERSION at build time, else the package version (libs/federation); 'dev' outside a build. */
export const REMOTE_VERSION = typeof __REMOTE_VERSION__ === 'string' ? __REMOTE_VERSION__ : 'dev';
