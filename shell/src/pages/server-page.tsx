import { useEffect } from 'react';
import { useLocation } from '@groombook/ui/router';
import { FallbackPage } from './fallback-page';

/** The path this document was loaded at, before any navigation inside the application. */
const DOCUMENT_PATH = typeof window === 'undefined' ? null : window.location.pathname;

const loadFromServer = (address: string) => window.location.replace(address);

export interface ServerPageProps {
  /** Loads an address from the server, leaving the application (tests replace it). */
  load?: (address: string) => void;
  /** The path the document was loaded at. */
  documentPath?: string | null;
}

/**
 * A page the server sends as its own document, outside the application: the customers'
 * opt-in pages (the manifest's 'opt-in' routes). The shell never renders them: reached by a
 * link inside the application, the browser loads the page from the server instead. Should the
 * server have sent the shell for that very address (the public pages bundle not built, or the
 * shell's dev server), the shell shows its not-found page rather than loading itself again.
 */
export function ServerPage({ load = loadFromServer, documentPath = DOCUMENT_PATH }: ServerPageProps) {
  const { pathname, search, hash } = useLocation();
  const servedHere = documentPath === pathname;
  useEffect(() => {
    if (!servedHere) load(`${pathname}${search}${hash}`);
  }, [servedHere, load, pathname, search, hash]);
  return servedHere ? <FallbackPage /> : null;
}
