import { createContext, useContext, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { LinkButton } from './link-button';
import { Page } from './page';

/** A page's main link, beside its title: drawn as a button (`xl` for the dashboard's large one). */
export interface PageAction {
  label: string;
  to: string;
  size?: 'xl';
}

/** What a page shows at its top: its title, and its main link where it has one. */
export interface PageHead {
  title: string;
  action?: PageAction;
}

/**
 * The head of the page at an address, or null: given by the app that knows the routes (the shell
 * provides the route manifest's `pageHeadAt`), so this library holds no copy of the manifest.
 */
export const PageHeads = createContext<(pathname: string) => PageHead | null>(() => null);

/** A page's main link, as the page and its placeholder draw it. */
export function PageActionLink({ action }: { action: PageAction }) {
  return (
    <LinkButton to={action.to} size={action.size}>
      {action.label}
    </LinkButton>
  );
}

/**
 * What stands in a page's place while the session is checked or the page's code loads: the page's
 * head where its address has one (`PageHeads`), laid out as the page will show it (its title, and
 * its main link, which already works), over `children` (what is awaited). The page then draws its
 * own in the same place. The title is hidden from assistive technology (what is awaited says what
 * is happening), so the only heading a screen reader or a test finds is the page's own.
 */
export function PagePlaceholder({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const head = useContext(PageHeads)(pathname);
  return head ? (
    <Page title={head.title} placeholder actions={head.action && <PageActionLink action={head.action} />}>
      {children}
    </Page>
  ) : (
    children
  );
}
