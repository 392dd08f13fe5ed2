import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from '@groombook/ui/router';
import { FallbackPage } from './fallback-page';

interface BoundaryProps {
  /** The current path: moving to another one leaves the fallback page. */
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  /** The path the error happened at. */
  failedAt: string | null;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.failedAt === null && state.error !== null) return { failedAt: props.pathname };
    if (state.failedAt !== null && state.failedAt !== props.pathname) return { error: null, failedAt: null };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('The page failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.error !== null ? <FallbackPage error={this.state.error} /> : this.props.children;
  }
}

/**
 * Shows the fallback page, with the error's message, in place of a page that throws while
 * rendering (a remote's own failures stay inside its RemoteBoundary); going to another path
 * renders the pages again.
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}
