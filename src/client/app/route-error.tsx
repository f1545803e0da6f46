import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router';
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

/** Errors of the router (a page that failed to load or to render) show the app's own error screen. */
export function RouteError() {
  const error = useRouteError();
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
