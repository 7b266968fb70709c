import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteErrorPage } from '../public-pages/route-error-page.tsx';

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { error: unknown; failed: boolean; failedAt: string }> {
  override state = { error: undefined as unknown, failed: false, failedAt: '' };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { failed: boolean; failedAt: string }) {
    if (!state.failed) return { failedAt: props.pathname };
    // Going to another address starts afresh, as a route's error element does.
    return props.pathname === state.failedAt ? null : { error: undefined, failed: false, failedAt: props.pathname };
  }

  override render() {
    return this.state.failed ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}

/** Shows the route error page when rendering the app throws (e.g. a chunk of an older deployment is gone). */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}
