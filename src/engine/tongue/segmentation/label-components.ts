/**
 * 4-connected component labelling of a binary mask (255 or 1 = set) by flood fill with an
 * explicit stack. Returns the label image (0 = background, 1..count) and each label's area.
 */
export function labelComponents(mask: Uint8Array, width: number, height: number): { labels: Int32Array; areas: number[] } {
  const labels = new Int32Array(width * height);
  const areas: number[] = [0];
  const stack = new Int32Array(width * height);
  let next = 0;
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || labels[start]) continue;
    next++;
    let top = 0;
    stack[top++] = start;
    labels[start] = next;
    let area = 0;
    while (top > 0) {
      const p = stack[--top];
      area++;
      const x = p % width;
      if (x > 0 && mask[p - 1] && !labels[p - 1]) {
        labels[p - 1] = next;
        stack[top++] = p - 1;
      }
      if (x < width - 1 && mask[p + 1] && !labels[p + 1]) {
        labels[p + 1] = next;
        stack[top++] = p + 1;
      }
      if (p >= width && mask[p - width] && !labels[p - width]) {
        labels[p - width] = next;
        stack[top++] = p - width;
      }
      if (p < mask.length - width && mask[p + width] && !labels[p + width]) {
        labels[p + width] = next;
        stack[top++] = p + width;
      }
    }
    areas.push(area);
  }
  return { labels, areas };
}

/** Keeps only the largest connected region of a mask (255 inside); returns a new mask. */
export function keepLargestComponent(mask: Uint8Array, width: number, height: number): Uint8Array {
  const { labels, areas } = labelComponents(mask, width, height);
  let best = 0;
  for (let k = 1; k < areas.length; k++) if (areas[k] > areas[best]) best = k;
  const out = new Uint8Array(mask.length);
  if (best === 0) return out;
  for (let p = 0; p < out.length; p++) if (labels[p] === best) out[p] = 255;
  return out;
}

/** Fills every background region that does not touch the image border (holes); returns a new mask. */
export function fillHoles(mask: Uint8Array, width: number, height: number): Uint8Array {
  const inverse = new Uint8Array(mask.length);
  for (let p = 0; p < mask.length; p++) inverse[p] = mask[p] ? 0 : 255;
  const { labels, areas } = labelComponents(inverse, width, height);
  const touchesBorder = new Uint8Array(areas.length);
  for (let x = 0; x < width; x++) {
    touchesBorder[labels[x]] = 1;
    touchesBorder[labels[(height - 1) * width + x]] = 1;
  }
  for (let y = 0; y < height; y++) {
    touchesBorder[labels[y * width]] = 1;
    touchesBorder[labels[y * width + width - 1]] = 1;
  }
  const out = new Uint8Array(mask.length);
  for (let p = 0; p < out.length; p++) out[p] = mask[p] || (labels[p] && !touchesBorder[labels[p]]) ? 255 : 0;
  return out;
}
