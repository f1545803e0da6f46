/**
 * Grey-level and binary morphology with a square (2r+1) x (2r+1) structuring element, computed
 * separably (running min/max along rows, then columns) in time independent of the radius. Out-of-image pixels are ignored (neither min nor max sees them).
 */

/**
 * Running max over windows [i - r, i + r] (clipped to the line) of `n` values of `src` starting at
 * `offset` with `stride`, by the van Herk / Gil-Werman algorithm (van Herk 1992; Gil & Werman
 * 1993): block-wise prefix and suffix maxima make the cost independent of the radius. Min is
 * obtained by negating (see `slide`).
 */
function runningMax(src: Float32Array, offset: number, stride: number, n: number, r: number, prefix: Float32Array, suffix: Float32Array, dst: Float32Array): void {
  const w = 2 * r + 1;
  for (let start = 0; start < n; start += w) {
    const end = Math.min(start + w, n);
    let m = src[offset + start * stride];
    prefix[start] = m;
    for (let i = start + 1; i < end; i++) {
      const v = src[offset + i * stride];
      if (v > m) m = v;
      prefix[i] = m;
    }
    m = src[offset + (end - 1) * stride];
    suffix[end - 1] = m;
    for (let i = end - 2; i >= start; i--) {
      const v = src[offset + i * stride];
      if (v > m) m = v;
      suffix[i] = m;
    }
  }
  for (let i = 0; i < n; i++) {
    const lo = i - r < 0 ? 0 : i - r;
    const hi = i + r > n - 1 ? n - 1 : i + r;
    let v: number;
    if (((lo / w) | 0) !== ((hi / w) | 0)) v = suffix[lo] > prefix[hi] ? suffix[lo] : prefix[hi];
    else if (lo % w === 0) v = prefix[hi];
    else if (hi % w === w - 1 || hi === n - 1) v = suffix[lo];
    else {
      v = src[offset + lo * stride];
      for (let k = lo + 1; k <= hi; k++) if (src[offset + k * stride] > v) v = src[offset + k * stride];
    }
    dst[offset + i * stride] = v;
  }
}

function slide(src: Float32Array, width: number, height: number, radius: number, useMax: boolean): Float32Array {
  const input = useMax ? src : src.map((v) => -v);
  const tmp = new Float32Array(src.length);
  const out = new Float32Array(src.length);
  const longest = Math.max(width, height);
  const prefix = new Float32Array(longest), suffix = new Float32Array(longest);
  for (let y = 0; y < height; y++) runningMax(input, y * width, 1, width, radius, prefix, suffix, tmp);
  for (let x = 0; x < width; x++) runningMax(tmp, x, width, height, radius, prefix, suffix, out);
  if (!useMax) for (let k = 0; k < out.length; k++) out[k] = -out[k];
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
