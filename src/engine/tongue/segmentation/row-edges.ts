import type { BoundingBox } from './segment-tongue.ts';

/**
 * The outermost tongue pixels of one row of the mask, within the tongue's box: the left and right
 * x, or null when the row holds no tongue. Shape (widths) and tooth marks (edge profiles) both
 * read the outline this way.
 */
export function rowEdges(mask: Uint8Array, width: number, bbox: BoundingBox, y: number): [number, number] | null {
  let left = -1,
    right = -1;
  for (let x = bbox.x; x < bbox.x + bbox.width; x++) {
    if (mask[y * width + x]) {
      if (left < 0) left = x;
      right = x;
    }
  }
  return left < 0 ? null : [left, right];
}
