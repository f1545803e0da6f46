/**
 * Divides the tongue mask into the five zones of the TCM tongue map (Maciocia, "Tongue Diagnosis
 * in Chinese Medicine", 1995): root (back third near the throat, the top of the photo), tip
 * (front fifth, the bottom of the photo), and between them the left and right sides (outer
 * quarter of each row's width) and the centre. Left and right are as seen in the photo: the
 * photo's left side is the person's right.
 */

/** Region codes of the map returned by `splitRegions`. */
export const REGION = { none: 0, tip: 1, leftSide: 2, rightSide: 3, centre: 4, root: 5 } as const;
export type RegionName = 'tip' | 'leftSide' | 'rightSide' | 'centre' | 'root';
export const REGION_NAMES: readonly RegionName[] = ['tip', 'leftSide', 'rightSide', 'centre', 'root'];

/** Fraction of the tongue's length, from its top edge, that is root. */
export const ROOT_END = 0.3;
/** Fraction of the length, from the top, where the tip begins. */
export const TIP_START = 0.8;
/** Fraction of each row's width that counts as side on either edge. */
export const SIDE_WIDTH = 0.25;

/** Labels each tongue pixel with its region code (REGION); 0 outside the tongue. */
export function splitRegions(mask: Uint8Array, width: number, height: number): Uint8Array {
  const out = new Uint8Array(mask.length);
  let top = height,
    bottom = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (mask[y * width + x]) {
        if (y < top) top = y;
        bottom = y;
        break;
      }
    }
  }
  if (bottom < 0) return out;
  const length = bottom - top + 1;
  for (let y = top; y <= bottom; y++) {
    let left = -1,
      right = -1;
    for (let x = 0; x < width; x++) {
      if (mask[y * width + x]) {
        if (left < 0) left = x;
        right = x;
      }
    }
    if (left < 0) continue;
    const t = (y - top + 0.5) / length;
    const rowWidth = right - left + 1;
    for (let x = left; x <= right; x++) {
      const p = y * width + x;
      if (!mask[p]) continue;
      if (t < ROOT_END) out[p] = REGION.root;
      else if (t >= TIP_START) out[p] = REGION.tip;
      else {
        const s = (x - left + 0.5) / rowWidth;
        out[p] = s < SIDE_WIDTH ? REGION.leftSide : s > 1 - SIDE_WIDTH ? REGION.rightSide : REGION.centre;
      }
    }
  }
  return out;
}
