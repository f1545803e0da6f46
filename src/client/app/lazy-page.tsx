import type { FirstPagePart } from '../i18n/first-page-messages.ts';
import { AllMessages, NeedMessages } from '../i18n/locale-provider.tsx';
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
  /** The part of the language's catalogue a first page uses besides the shell (first-page-messages.ts). */
  messages?: FirstPagePart;
}

type PageRoute = { element: ReactElement; handle: RouteHandle };

// react-intl loads with the first page that is not a first page (issue 14).
const IntlRoot = lazyPage(() => import('../i18n/intl-root.tsx').then((m) => m.IntlRoot));

/**
 * Around every page but the first ones (and around the consumer chrome): it shows once all the
 * language's messages and react-intl are there.
 */
export function OtherPage({ children }: { children: ReactNode }) {
  return (
    <AllMessages>
      <IntlRoot>{children}</IntlRoot>
    </AllMessages>
  );
}

/** Starts loading a page that OtherPage wraps: its module and react-intl, side by side. */
export function loadOtherPage(load: () => Promise<unknown>): () => Promise<unknown> {
  return () => Promise.all([load(), IntlRoot.load()]);
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
 * the shell's messages and its own part of the catalogue (i18n/first-page-messages.ts), without
 * react-intl.
 */
export function firstPageRoute<P extends object>(Page: LazyPage<P>, props: NoInfer<P>, messages?: FirstPagePart): PageRoute {
  const page = <Page {...props} />;
  return {
    element: messages ? <NeedMessages parts={[messages]}>{page}</NeedMessages> : page,
    handle: { load: Page.load, messages },
  };
}
