import { AllMessages } from '../i18n/locale-provider.tsx';
import { lazy, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';

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

/**
 * A route's element and handle for a lazy page (with the page's props). The page shows once all
 * the language's messages are there: only the first pages paint with their own (firstPageRoute).
 */
export function pageRoute<P extends object>(Page: LazyPage<P>, props: NoInfer<P>): PageRoute {
  return {
    element: (
      <AllMessages>
        <Page {...props} />
      </AllMessages>
    ),
    handle: { load: Page.load },
  };
}

/**
 * The route of a first page (`/`, `/login`, `/practitioner/login`, the 404 page): it paints with
 * the first pages' messages (i18n/first-page-messages.ts).
 */
export function firstPageRoute<P extends object>(Page: LazyPage<P>, props: NoInfer<P>): PageRoute {
  return { element: <Page {...props} />, handle: { load: Page.load } };
}
