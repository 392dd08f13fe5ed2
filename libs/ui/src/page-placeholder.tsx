import { createContext, useContext, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Page } from './page';

/**
 * The title of the page at an address, or null: given by the app that knows the routes (the shell
 * provides the route manifest's `pageTitleAt`), so this library holds no copy of the manifest.
 */
export const PageTitles = createContext<(pathname: string) => string | null>(() => null);

/**
 * What stands in a page's place while the session is checked or the page's code loads: the page's
 * title where its address has one (`PageTitles`), laid out as the page will show it, over
 * `children` (what is awaited). The page then draws its own heading in the same place. The title
 * is hidden from assistive technology (what is awaited says what is happening), so the only
 * heading a screen reader or a test finds is the page's own.
 */
export function PagePlaceholder({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const title = useContext(PageTitles)(pathname);
  return title ? (
    <Page title={title} placeholder>
      {children}
    </Page>
  ) : (
    children
  );
}
