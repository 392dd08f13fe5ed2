// The async boundary lets the federation runtime set up the shared scope before any
// shared module (React, the session store, ...) is imported.
void import('./bootstrap');
