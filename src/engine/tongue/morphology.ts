/**
 * Grey-level and binary morphology with a square (2r+1) x (2r+1) structuring element, computed
 * separably (running min/max along rows, then columns): O(n * r), simple and fast enough at the
 * 512 px working size. Out-of-image pixels are ignored (neither min nor max sees them).
 */

function slide(src: Float32Array, width: number, height: number, radius: number, useMax: boolean): Float32Array {
  const tmp = new Float32Array(src.length);
  const out = new Float32Array(src.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      let v = src[row + x];
      const lo = Math.max(0, x - radius), hi = Math.min(width - 1, x + radius);
      for (let k = lo; k <= hi; k++) {
        const s = src[row + k];
        if (useMax ? s > v : s < v) v = s;
      }
      tmp[row + x] = v;
    }
  }
  for (let y = 0; y < height; y++) {
    const lo = Math.max(0, y - radius), hi = Math.min(height - 1, y + radius);
    for (let x = 0; x < width; x++) {
      let v = tmp[y * width + x];
      for (let k = lo; k <= hi; k++) {
        const s = tmp[k * width + x];
        if (useMax ? s > v : s < v) v = s;
      }
      out[y * width + x] = v;
    }
  }
  return out;
}

/** Grey-level dilation (local maximum) of a float plane. */
export function dilateGrey(src: Float32Array, width: number, height: number, radius: number): Float32Array {
  return slide(src, width, height, radius, true);
}

/** Grey-level erosion (local minimum) of a float plane. */
export function erodeGrey(src: Float32Array, width: number, height: number, radius: number): Float32Array {
  return slide(src, width, height, radius, false);
}

/** Black-hat transform (closing minus input): bright where thin dark lines are, e.g. cracks. */
export function blackHat(src: Float32Array, width: number, height: number, radius: number): Float32Array {
  const closed = erodeGrey(dilateGrey(src, width, height, radius), width, height, radius);
  for (let k = 0; k < closed.length; k++) closed[k] -= src[k];
  return closed;
}

function toFloat(mask: Uint8Array): Float32Array {
  const f = new Float32Array(mask.length);
  for (let k = 0; k < mask.length; k++) f[k] = mask[k] ? 1 : 0;
  return f;
}
function toMask(f: Float32Array): Uint8Array {
  const m = new Uint8Array(f.length);
  for (let k = 0; k < f.length; k++) m[k] = f[k] > 0.5 ? 255 : 0;
  return m;
}

/** Binary erosion of a mask (255 = set); pixels near the image edge are treated as set outside. */
export function erodeMask(mask: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  return toMask(erodeGrey(toFloat(mask), width, height, radius));
}

/** Binary dilation of a mask (255 = set). */
export function dilateMask(mask: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  return toMask(dilateGrey(toFloat(mask), width, height, radius));
}

/** Binary opening then closing: removes specks and thin bridges, then closes small bays. */
export function openCloseMask(mask: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  const opened = dilateMask(erodeMask(mask, width, height, radius), width, height, radius);
  return erodeMask(dilateMask(opened, width, height, radius), width, height, radius);
}
