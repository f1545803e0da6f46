import { AllMessages } from '../i18n/locale-provider.tsx';
import { lazy, type ComponentType, type LazyExoticComponent, type ReactElement, type ReactNode } from 'react';

/** A page's component loaded with its module; `load()` starts (or joins) that load early. */
export type LazyPage<P> = LazyExoticComponent<ComponentType<P>> & { load: () => Promise<unknown> };

/**
 * A page whose module loads when the page is opened (issue 14). The route table keeps `load` in
 * the route's `handle`, so every route a URL matches (a layout and its page) starts loading at
 * once instead of one after the other.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let pending: Promise<ComponentType<P>> | null = null;
  const once = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
  return Object.assign(
    lazy(() => once().then((component) => ({ default: component }))),
    { load: once },
  );
}

/** What a route of the table keeps besides its element: how to start loading its module. */
export interface RouteHandle {
  load?: () => Promise<unknown>;
}

type PageRoute = { element: ReactElement; handle: RouteHandle };

// TanStack Query's client loads with the first page that is not a first page (issue 14).
const QueryRoot = lazyPage(() => import('../lib/query-root.tsx').then((m) => m.QueryRoot));

/**
 * Around every page but the first ones (and around the consumer chrome): it shows once all the
 * language's messages and the query client are there.
 */
export function OtherPage({ children }: { children: ReactNode }) {
  return (
    <AllMessages>
      <QueryRoot>{children}</QueryRoot>
    </AllMessages>
  );
}

/** Starts loading a page that OtherPage wraps: its module and the query client, side by side. */
export function loadOtherPage(load: () => Promise<unknown>): () => Promise<unknown> {
  return () => Promise.all([load(), QueryRoot.load()]);
}

/** A route's element and handle for a lazy page (with the page's props), wrapped in OtherPage. */
export function pageRoute<P extends object>(Page: LazyPage<P>, props: NoInfer<P>): PageRoute {
  return {
    element: (
      <OtherPage>
        <Page {...props} />
      </OtherPage>
    ),
    handle: { load: loadOtherPage(Page.load) },
  };
}

/**
 * The route of a first page (`/`, `/login`, `/practitioner/login`, the 404 page): it paints with
 * the first pages' messages (i18n/first-page-messages.ts) and without the query client.
 */
export function firstPageRoute<P extends object>(Page: LazyPage<P>, props: NoInfer<P>): PageRoute {
  return { element: <Page {...props} />, handle: { load: Page.load } };
}
