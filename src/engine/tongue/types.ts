/**
 * Image types shared by the tongue engine.
 */

/** A decoded photo: interleaved 8-bit RGB or RGBA, row-major, no padding between rows. */
export interface RgbImage {
  width: number;
  height: number;
  channels: 3 | 4;
  data: Uint8Array | Uint8ClampedArray;
}
