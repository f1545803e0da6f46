/**
 * The prerendered picture of a first page (decision 0106). For `/`, `/login` and
 * `/practitioner/login` the server may send, beside the empty root, the page as the build
 * rendered it in the visitor's language (`#first-paint`, inert: nothing in it can be typed into
 * or pressed), so a phone paints the page before the app's JavaScript has arrived. The app draws
 * the same page into the root and takes the picture away in the same frame.
 */
export const FIRST_PAINT_ID = 'first-paint';

/** The page came drawn for a visitor the server found without a consumer session (`data-signed-out`). */
export function firstPaintSaysSignedOut(): boolean {
  return typeof document !== 'undefined' && document.getElementById(FIRST_PAINT_ID)?.hasAttribute('data-signed-out') === true;
}

export function removeFirstPaint(): void {
  document.getElementById(FIRST_PAINT_ID)?.remove();
}
