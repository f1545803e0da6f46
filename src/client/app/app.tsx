import * as Tooltip from '@radix-ui/react-tooltip';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../contract/constants.ts';
import { ToastProvider } from '../components/ui/toast.tsx';
import { LocaleProvider } from '../i18n/locale-provider.tsx';
import { queryClient } from '../lib/query-client.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { routes } from './routes.tsx';
import { ThemeProvider } from './theme.tsx';
import { UserProvider } from './user-context.tsx';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
            <UserProvider>
              <LocaleProvider>
                <ToastProvider>
                  <RouterProvider router={router} />
                </ToastProvider>
              </LocaleProvider>
            </UserProvider>
          </Tooltip.Provider>
        </ThemeProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
