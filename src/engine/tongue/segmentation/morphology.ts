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
function runningMax(
  src: Float32Array,
  offset: number,
  stride: number,
  n: number,
  r: number,
  prefix: Float32Array,
  suffix: Float32Array,
  dst: Float32Array,
): void {
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

/**
 * Vertical pass of the running max, whole rows at a time (row-major memory access): the same
 * van Herk / Gil-Werman blocks as `runningMax`, with prefix and suffix planes.
 */
function runningMaxColumns(src: Float32Array, width: number, height: number, r: number): Float32Array {
  const w = 2 * r + 1;
  const prefix = new Float32Array(src.length),
    suffix = new Float32Array(src.length),
    out = new Float32Array(src.length);
  for (let start = 0; start < height; start += w) {
    const end = Math.min(start + w, height);
    prefix.set(src.subarray(start * width, (start + 1) * width), start * width);
    for (let y = start + 1; y < end; y++) {
      const row = y * width,
        prev = row - width;
      for (let x = 0; x < width; x++) prefix[row + x] = src[row + x] > prefix[prev + x] ? src[row + x] : prefix[prev + x];
    }
    suffix.set(src.subarray((end - 1) * width, end * width), (end - 1) * width);
    for (let y = end - 2; y >= start; y--) {
      const row = y * width,
        next = row + width;
      for (let x = 0; x < width; x++) suffix[row + x] = src[row + x] > suffix[next + x] ? src[row + x] : suffix[next + x];
    }
  }
  for (let y = 0; y < height; y++) {
    const lo = y - r < 0 ? 0 : y - r;
    const hi = y + r > height - 1 ? height - 1 : y + r;
    const row = y * width;
    if (((lo / w) | 0) !== ((hi / w) | 0)) {
      const a = lo * width,
        b = hi * width;
      for (let x = 0; x < width; x++) out[row + x] = suffix[a + x] > prefix[b + x] ? suffix[a + x] : prefix[b + x];
    } else if (lo % w === 0) out.set(prefix.subarray(hi * width, (hi + 1) * width), row);
    else if (hi % w === w - 1 || hi === height - 1) out.set(suffix.subarray(lo * width, (lo + 1) * width), row);
    else {
      out.set(src.subarray(lo * width, (lo + 1) * width), row);
      for (let k = lo + 1; k <= hi; k++) {
        const b = k * width;
        for (let x = 0; x < width; x++) if (src[b + x] > out[row + x]) out[row + x] = src[b + x];
      }
    }
  }
  return out;
}

function slide(src: Float32Array, width: number, height: number, radius: number, useMax: boolean): Float32Array {
  const input = useMax ? src : src.map((v) => -v);
  const tmp = new Float32Array(src.length);
  const prefix = new Float32Array(width),
    suffix = new Float32Array(width);
  for (let y = 0; y < height; y++) runningMax(input, y * width, 1, width, radius, prefix, suffix, tmp);
  const out = runningMaxColumns(tmp, width, height, radius);
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

/**
 * Binary erosion or dilation with a (2r+1)-square, separably: a pixel survives erosion when every
 * pixel of its row window (then column window) is set, i.e. when the window's count of set pixels
 * (from a running prefix sum) equals its length; dilation when the count is non-zero. O(1) per
 * pixel. Out-of-image pixels do not count, as in the grey-level version.
 */
function binaryPass(mask: Uint8Array, width: number, height: number, radius: number, erode: boolean): Uint8Array {
  const tmp = new Uint8Array(mask.length);
  const out = new Uint8Array(mask.length);
  const prefix = new Int32Array(width + 1);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) prefix[x + 1] = prefix[x] + (mask[row + x] ? 1 : 0);
    for (let x = 0; x < width; x++) {
      const lo = x - radius < 0 ? 0 : x - radius;
      const hi = x + radius + 1 > width ? width : x + radius + 1;
      const count = prefix[hi] - prefix[lo];
      tmp[row + x] = (erode ? count === hi - lo : count > 0) ? 255 : 0;
    }
  }
  // Column pass row by row (row-major access): prefix counts down each column.
  const columns = new Int32Array((height + 1) * width);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) columns[row + width + x] = columns[row + x] + (tmp[row + x] ? 1 : 0);
  }
  for (let y = 0; y < height; y++) {
    const lo = y - radius < 0 ? 0 : y - radius;
    const hi = y + radius + 1 > height ? height : y + radius + 1;
    const full = hi - lo;
    const a = lo * width,
      b = hi * width,
      row = y * width;
    for (let x = 0; x < width; x++) {
      const count = columns[b + x] - columns[a + x];
      out[row + x] = (erode ? count === full : count > 0) ? 255 : 0;
    }
  }
  return out;
}

/** Binary erosion of a mask (non-zero = set); returns 0/255. */
export function erodeMask(mask: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  return binaryPass(mask, width, height, radius, true);
}

/** Binary dilation of a mask (non-zero = set); returns 0/255. */
export function dilateMask(mask: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  return binaryPass(mask, width, height, radius, false);
}

/** Binary opening then closing: removes specks and thin bridges, then closes small bays. */
export function openCloseMask(mask: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  const opened = dilateMask(erodeMask(mask, width, height, radius), width, height, radius);
  return erodeMask(dilateMask(opened, width, height, radius), width, height, radius);
}
