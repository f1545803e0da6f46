/** Types of scripts/precompress.mjs (plain JavaScript, run by node alone: decision 0034). */
export function precompress(dir: string): Promise<void>;
