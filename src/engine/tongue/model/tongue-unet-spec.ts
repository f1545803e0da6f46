/**
 * The shipped segmentation network's shape. Changing it requires retraining
 * (npm run train:tongue), which rewrites tongue-unet-weights.ts.
 */
import type { UnetSpec } from './tongue-unet.ts';
import { UNET_INPUT_CHANNELS } from './prepare-unet-input.ts';

/**
 * 112 x 112 input (the whole frame stretched to a square), 8/16/32/32 channels: about 100k
 * parameters. 112 rather than 128 keeps the forward pass near 55 ms on one core, inside the
 * 150 ms per-photo budget of issue 3.
 */
export const TONGUE_UNET_SPEC: UnetSpec = { size: 112, inChannels: UNET_INPUT_CHANNELS, widths: [8, 16, 32, 32] };
