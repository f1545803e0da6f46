import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ToastProvider } from '../components/ui/toast.tsx';
import { LocaleProvider } from '../i18n/locale-provider.tsx';
import { queryClient } from '../lib/query-client.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { routes } from './routes.tsx';
import { ThemeProvider } from './theme.tsx';
import { UserProvider } from './user-context.tsx';

const router = createBrowserRouter(routes);

/**
 * No page shows a tooltip, so Radix's Tooltip.Provider is not mounted here (it would load with
 * every first page): a page that adds tooltips wraps them in Tooltip.Provider with SPEC §9's
 * TOOLTIP_DELAY_MS and TOOLTIP_SKIP_DELAY_MS (contract/constants.ts).
 */
export function App() {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <UserProvider>
            <LocaleProvider>
              <ToastProvider>
                <RouterProvider router={router} />
              </ToastProvider>
            </LocaleProvider>
          </UserProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
