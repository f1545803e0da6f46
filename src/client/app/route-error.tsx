import { Component, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { ErrorBoundary } from './error-boundary.tsx';

const RELOADED_KEY = 'mtc.reloadedForChunk';

/**
 * A page's module that cannot be fetched is, almost always, a tab opened before a new build
 * replaced the hashed files: reloading fetches the new index.html. At most one reload a minute,
 * so an offline browser does not loop.
 */
function isFailedModuleLoad(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(message);
}

function Rethrow({ error }: { error: unknown }): never {
  throw error instanceof Error ? error : new Error(String(error));
}

/** A page that failed to load reloads the app once; any other error shows the app's own error screen. */
function RouteError({ error }: { error: unknown }) {
  // Decided once, when the error screen mounts.
  const [reloading] = useState(
    () => isFailedModuleLoad(error) && Date.now() - Number(sessionStorage.getItem(RELOADED_KEY) ?? 0) > 60_000,
  );
  useEffect(() => {
    if (!reloading) return;
    sessionStorage.setItem(RELOADED_KEY, String(Date.now()));
    window.location.reload();
  }, [reloading]);
  if (reloading) return null;
  return (
    <ErrorBoundary>
      <Rethrow error={error} />
    </ErrorBoundary>
  );
}

interface Props {
  /** The page's path: opening another page clears the error, as the router's error element did. */
  pathname: string;
  children: ReactNode;
}

/** Errors of the pages (a page that failed to load or to render), around the routes (app.tsx). */
export class RouteErrorBoundary extends Component<Props, { error: unknown; failed: boolean }> {
  override state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Page error', error, info.componentStack);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.pathname !== this.props.pathname) this.setState({ error: null, failed: false });
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
