import { useCallback, useContext, useEffect, useState } from 'react';
import { UNSAFE_NavigationContext, type Navigator } from 'react-router';

/** Asks whether to leave; `proceed` leaves (the page's input is then given up). */
type Ask = (proceed: () => void) => void;

/** The page holding unsaved input, if any (one at a time): see whenLeaveAllowed. */
let activeAsk: Ask | null = null;

/**
 * Runs `action` at once, or once the person agreed to give up the unsaved input of the page
 * on screen: for an action that does more than navigate before it leaves (signing out).
 */
export function whenLeaveAllowed(action: () => void): void {
  if (activeAsk) activeAsk(action);
  else action();
}

/** One of the navigator's moves, as the function it is (the browser history's do not use `this`). */
type Move = (...args: Parameters<Navigator['push']>) => void;
interface Moves {
  push: Move;
  replace: Move;
}

/**
 * Holds every way out of the page until `ask` proceeds, and returns the function that lets go.
 *
 * The app runs React Router's declarative router (decision 0090: the data router is left out of
 * the first pages' budget), where useBlocker does not exist, so this does what it does:
 * - in-app navigations (links, navigate()) all go through the router's navigator: its push and
 *   replace wait for the answer;
 * - the browser's Back and Forward are cancelled in the Navigation API's navigate event (which
 *   comes before the URL changes) and replayed if the person leaves;
 * - a reload, closing the tab or leaving the app get the browser's own beforeunload prompt.
 */
function holdNavigation(router: Navigator, ask: Ask): () => void {
  const navigator: Moves = router;
  const { push, replace } = navigator;
  let released = false;
  const askThen = (leave: () => void) =>
    ask(() => {
      released = true;
      leave();
    });
  const held =
    (go: Move): Move =>
    (...args) => {
      if (released) go(...args);
      else askThen(() => go(...args));
    };
  navigator.push = held(push);
  navigator.replace = held(replace);

  // Back and Forward: the browser asks the page first through the Navigation API (a popstate
  // comes too late: the router has already shown the other page by then). A browser without it,
  // or one that does not let the page cancel this traversal, goes on.
  const navigationApi = 'navigation' in window ? window.navigation : null;
  const onNavigate = (event: NavigateEvent) => {
    if (released || event.navigationType !== 'traverse' || !event.cancelable) return;
    const from = navigationApi?.currentEntry?.index ?? -1;
    const to = event.destination.index;
    if (from < 0 || to < 0 || from === to) return;
    event.preventDefault();
    askThen(() => window.history.go(to - from));
  };
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    if (released) return;
    event.preventDefault();
    // Older browsers show the prompt only when returnValue is set.
    event.returnValue = '';
  };
  navigationApi?.addEventListener('navigate', onNavigate);
  window.addEventListener('beforeunload', onBeforeUnload);
  const pageAsk: Ask = (action) => askThen(action);
  activeAsk = pageAsk;

  return () => {
    navigator.push = push;
    navigator.replace = replace;
    navigationApi?.removeEventListener('navigate', onNavigate);
    window.removeEventListener('beforeunload', onBeforeUnload);
    if (activeAsk === pageAsk) activeAsk = null;
  };
}

/**
 * While `when` holds (the page has input not saved yet), leaving the page asks first. `asking`
 * says a question is open; `stay` answers it by staying, `leave` by leaving the way the
 * person asked to.
 */
export function useLeaveGuard(
  when: boolean,
  /** What the page gives up before the way out is taken (a half-saved check-in deleted while the session still exists). */
  onLeave?: () => Promise<void>,
): { asking: boolean; stay: () => void; leave: () => void } {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [proceed, setProceed] = useState<(() => void) | null>(null);
  useEffect(() => {
    if (!when) return;
    return holdNavigation(navigator, (next) => setProceed(() => next));
  }, [when, navigator]);
  const stay = useCallback(() => setProceed(null), []);
  const leave = useCallback(() => {
    setProceed(null);
    if (!proceed) return;
    // Signing out ends the session the page's own cleanup needs: that cleanup runs first.
    void (onLeave ? onLeave().catch(() => undefined) : Promise.resolve()).then(proceed);
  }, [proceed, onLeave]);
  return { asking: proceed !== null, stay, leave };
}
