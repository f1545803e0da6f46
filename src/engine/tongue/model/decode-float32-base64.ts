/**
 * Decodes base64 text (RFC 4648, standard alphabet) holding little-endian float32 values.
 * Written out rather than using Buffer or atob so the engine runs unchanged in Node, workers
 * and browsers.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Returns the float32 array encoded in `base64` (length must be a multiple of 4 bytes). */
export function decodeFloat32Base64(base64: string): Float32Array {
  const lookup = new Uint8Array(128);
  for (let k = 0; k < ALPHABET.length; k++) lookup[ALPHABET.charCodeAt(k)] = k;
  const clean = base64.replace(/[^A-Za-z0-9+/]/g, '');
  const bytes = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let b = 0;
  const digit = (k: number): number => (k < clean.length ? lookup[clean.charCodeAt(k)] : 0);
  for (let k = 0; k < clean.length; k += 4) {
    const n = (digit(k) << 18) | (digit(k + 1) << 12) | (digit(k + 2) << 6) | digit(k + 3);
    if (b < bytes.length) bytes[b++] = (n >> 16) & 255;
    if (b < bytes.length) bytes[b++] = (n >> 8) & 255;
    if (b < bytes.length) bytes[b++] = n & 255;
  }
  if (bytes.length % 4 !== 0) throw new RangeError(`weights: ${bytes.length} bytes is not a whole number of float32 values`);
  const view = new DataView(bytes.buffer);
  const out = new Float32Array(bytes.length / 4);
  for (let k = 0; k < out.length; k++) out[k] = view.getFloat32(k * 4, true);
  return out;
}
