/** Long side, in pixels, of the image the engine is designed to analyse (issue 3: "about 512 px"). Callers decode to this size. */
export const WORKING_LONG_SIDE = 512;
