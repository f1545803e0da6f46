/**
 * The development readings both eleventh-round studies take (dev-fissure-stability.ts,
 * dev-red-points.ts): every development photo as taken, and tongue-seg 201-240 with the given
 * TonguExpert photos through the development cameras (the seed of dev-stability.ts). Never a
 * reporting photo, never the evaluation's camera seed.
 */
import { mulberry32 } from '../tongue-train-sampler.ts';
import { cameraFamily, decodeForCamera, photographAsJpeg } from './camera-pipeline.ts';
import { loadHeadSet, type HeadItem } from './datasets.ts';

export const keyOf = (i: HeadItem) => `${i.set}/${i.id}`;

/** The 70 photos the camera studies photograph (dev-stability.ts): tongue-seg 201-240 and `te` TonguExpert fitting ids = 2 mod 8. */
export function developmentCameraPhotos(te = 30): HeadItem[] {
  return [
    ...loadHeadSet('tongue-seg').filter((i) => i.split === 'fit' && Number(i.id) > 200),
    ...loadHeadSet('tongue-labels')
      .filter((i) => i.split === 'fit' && Number(i.id) % 8 === 2)
      .slice(0, te),
  ];
}

export interface DevelopmentReadings<R> {
  /** each photo as taken, by keyOf */
  base: Record<string, R>;
  /** the camera readings; `seen` is absent where the photo could not be read */
  pairs: Array<{ key: string; seen?: R }>;
}

/** Reads `seg` and `te` as taken, then tongue-seg 201-240 and `te` through `cameras` development cameras. */
export async function readDevelopmentPhotos<R>(
  seg: HeadItem[],
  te: HeadItem[],
  cameras: number,
  read: (input: string | Buffer) => Promise<R | undefined>,
): Promise<DevelopmentReadings<R>> {
  const t0 = performance.now();
  const seconds = () => ((performance.now() - t0) / 1000).toFixed(0);
  const base: Record<string, R> = {};
  for (const item of [...seg, ...te]) {
    const r = await read(item.imagePath);
    if (r) base[keyOf(item)] = r;
  }
  console.log(`${Object.keys(base).length} photos read as taken (${seconds()} s)`);
  const devItems = [...seg.filter((i) => Number(i.id) > 200), ...te].filter((i) => base[keyOf(i)]);
  const family = cameraFamily(cameras, 0xdec0de);
  const rand = mulberry32(777);
  const pairs: DevelopmentReadings<R>['pairs'] = [];
  for (const [n, item] of devItems.entries()) {
    const { rgb, width, height } = await decodeForCamera(item.imagePath);
    for (const camera of family)
      pairs.push({ key: keyOf(item), seen: await read(await photographAsJpeg(rgb, width, height, camera, rand)) });
    if (n % 10 === 9) console.log(`${n + 1}/${devItems.length} photos through the cameras, ${seconds()} s`);
  }
  return { base, pairs };
}
