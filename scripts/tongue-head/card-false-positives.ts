/**
 * How the grey-card calibration (camera-correction.ts, calibrateWithCard) tells a card from a
 * photo without one: a synthetic 18 % grey card photographed by 48 simulated cameras of issue 18's
 * ranges (seed 0xabcdef, no evaluation or training seed) should be found, and 450 tongue photos
 * (tongue-seg 001-300, the first 150 of tongue-labels) offered as a card should not.
 *
 *   npx tsx scripts/tongue-head/card-false-positives.ts
 */
import { decodeImage } from '../../src/edge/decode-image.ts';
import { calibrateWithCard } from '../../src/engine/tongue/index.ts';
import { mulberry32 } from '../tongue-train-sampler.ts';
import { drawGreyCard } from './draw-reference-cards.ts';
import { cameraFamily, photographAsJpeg } from './camera-pipeline.ts';
import { loadHeadSet } from './datasets.ts';

const reasons = new Map<string, number>();
const residuals: number[] = [];
const rand = mulberry32(5);
const cameras = cameraFamily(48, 0xabcdef);
for (const camera of cameras) {
  const result = calibrateWithCard(
    (await decodeImage(await photographAsJpeg(drawGreyCard(), 1200, 900, camera, rand))).image,
    'grey',
  );
  if (result.ok) residuals.push(result.residual);
  else reasons.set(result.reason, (reasons.get(result.reason) ?? 0) + 1);
}
console.log(
  `grey card through ${cameras.length} cameras: found on ${residuals.length}, Delta E left ${Math.min(...residuals).toFixed(2)}-${Math.max(...residuals).toFixed(2)}; not found: ${[...reasons].map(([r, n]) => `${r} ${n}`).join(', ') || 'none'}`,
);
const photos = [...loadHeadSet('tongue-seg'), ...loadHeadSet('tongue-labels').slice(0, 150)];
const taken: string[] = [];
for (const item of photos) {
  const result = calibrateWithCard((await decodeImage(item.imagePath)).image, 'grey');
  if (result.ok) taken.push(`${item.set}/${item.id} (Delta E ${result.residual.toFixed(1)})`);
}
console.log(
  `tongue photos taken for a grey card: ${taken.length} of ${photos.length}${taken.length ? `: ${taken.join(', ')}` : ''}`,
);
