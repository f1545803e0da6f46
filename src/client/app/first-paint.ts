let painted: () => void = () => undefined;
const firstPagePainted = new Promise<void>((resolve) => {
  painted = resolve;
});

/** Called once the first page has been committed (app.tsx): what waits for the first paint may load. */
export function markFirstPagePainted(): void {
  painted();
}

/**
 * What the first page does not need (the other pages' messages, Radix's toast) loads after it has
 * painted, when the browser is idle, at the latest `timeout` ms later (issue 14).
 */
export function afterFirstPaint(timeout: number): Promise<void> {
  return firstPagePainted.then(
    () =>
      new Promise<void>((resolve) => {
        if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout });
        else setTimeout(resolve, 200);
      }),
  );
}
