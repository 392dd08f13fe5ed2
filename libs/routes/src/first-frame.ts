import { ROUTE_LIST, type KeyedRoute, type PageAction } from './manifest';

/**
 * The shell's first frames: for each signed-in page at a fixed address that has a title, an HTML
 * document that already shows the page's frame (the header, the page's heading and the session
 * check), which the servers send in place of the shell's bare page, so the page is drawn before any
 * script has run. The shell's build writes them (shell/first-frames.mjs); the API's static web and
 * nginx send them.
 */

/** The folder of the shell's build that holds the first frames. */
const FIRST_FRAME_DIR = 'first-frame';

/** The routes with a first frame: a title and an address without parameters. */
export const FRAMED_ROUTES: readonly KeyedRoute[] = ROUTE_LIST.filter(
  (route) => route.title !== undefined && route.minRole !== null && !/[:*]/.test(route.path),
);

/** The first frame's file of a route's address, relative to the shell's build: '/' is first-frame/index.html. */
export function firstFrameFile(routePath: string): string {
  return routePath === '/' ? `${FIRST_FRAME_DIR}/index.html` : `${FIRST_FRAME_DIR}${routePath}.html`;
}

/** What a page shows at its top: its title, and its main link where it has one. */
export interface PageHead {
  title: string;
  action?: PageAction;
}

const HEADS = new Map<string, PageHead>(FRAMED_ROUTES.map((route) => [route.path, { title: route.title as string, ...(route.action ? { action: route.action } : {}) }]));

/** The head of the page at `pathname` when it is a framed route's address (a trailing slash ignored), or null. */
export function pageHeadAt(pathname: string): PageHead | null {
  const page = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  return HEADS.get(page) ?? null;
}
