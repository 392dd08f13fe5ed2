/**
 * Where the API lives ('' = the page's own origin). The shell sets it once from its runtime
 * config. It is kept here, in the one module every remote shares, because each remote
 * bundles its own copy of the API client and they must all call the same API.
 */
let apiOrigin = '';

export function setApiOrigin(origin: string): void {
  apiOrigin = origin.replace(/\/$/, '');
}

export function getApiOrigin(): string {
  return apiOrigin;
}
