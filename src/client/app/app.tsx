import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useLayoutEffect, type ReactNode } from 'react';
import { BrowserRouter, matchRoutes, useLocation, useRoutes } from 'react-router';
import { useEffect } from 'react';
import { firstPaintSaysSignedOut, removeFirstPaint } from './first-paint-html.ts';
import { ToastProvider } from '../components/ui/toast.tsx';
import { markFirstPagePainted } from './first-paint.ts';
import { LocaleProvider, useLocale, type InitialMessages } from '../i18n/locale-provider.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import type { RouteHandle } from './lazy-page.tsx';
import { RouteErrorBoundary } from './route-error.tsx';
import { routes } from './routes.tsx';
import { ThemeProvider } from './theme.tsx';
import { queryClient } from '../lib/query-client.ts';
import { UserProvider } from './user-context.tsx';

/**
 * Rendered with the pages: its effect runs once the first page has been committed. The server's
 * prerendered picture of a first page (decision 0106) is taken away in the same frame, before
 * the browser paints React's page in its place.
 */
function FirstPagePainted() {
  useLayoutEffect(removeFirstPaint, []);
  useEffect(markFirstPagePainted, []);
  return null;
}

/**
 * The pages of the URL (decision 0090: React Router's declarative router, without its data
 * router, which no page uses, to keep the first page small). Every route the URL matches starts
 * loading its module at once; nothing is drawn until the first page's modules are there, and a
 * later navigation (a transition) keeps the previous page on screen until the next one can show.
 */
export function AppRoutes() {
  const location = useLocation();
  const { need } = useLocale();
  for (const match of matchRoutes(routes, location) ?? []) {
    const handle = match.route.handle as RouteHandle | undefined;
    void handle?.load?.();
    // The page's own messages load beside its module (NeedMessages shows a failure).
    if (handle?.messages) need([handle.messages])?.catch(() => undefined);
  }
  const page = useRoutes(routes, location);
  return (
    <RouteErrorBoundary pathname={location.pathname}>
      <Suspense fallback={null}>
        {page}
        <FirstPagePainted />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/**
 * No page shows a tooltip, so Radix's Tooltip.Provider is not mounted here (it would load with
 * every first page): a page that adds tooltips wraps them in Tooltip.Provider with SPEC §9's
 * TOOLTIP_DELAY_MS and TOOLTIP_SKIP_DELAY_MS (contract/constants.ts).
 */
export function App() {
  return (
    <AppProviders signedOut={firstPaintSaysSignedOut()}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}

/**
 * Everything around the router. `signedOut` says the server found no consumer session (it sends
 * the pictures of / and /login only then), so those pages show at once instead of waiting for the
 * session; `initialMessages` lets the build's prerender (no effects run there)
 * render a language's messages.
 */
export function AppProviders({
  children,
  signedOut = false,
  initialMessages,
}: {
  children: ReactNode;
  signedOut?: boolean;
  initialMessages?: InitialMessages;
}) {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <UserProvider signedOut={signedOut}>
            <LocaleProvider initialMessages={initialMessages}>
              <ToastProvider>{children}</ToastProvider>
            </LocaleProvider>
          </UserProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
