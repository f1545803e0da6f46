/**
 * Size and shape of the tongue from its outline. A photo carries no absolute scale, so size is
 * judged from proportions: the width/length ratio (a swollen tongue is wide for its length, a
 * thin one narrow) and the bluntness of the tip (width at 85 % of the length over the maximum
 * width: a thick, swollen tongue keeps its width to a rounded tip). Thresholds are percentiles of
 * the development photos (scripts/tongue-fit-shape.ts writes them to
 * model/shape-thresholds.ts): relative readings, there are no size labels to fit against.
 * 'scalloped' follows the tooth-mark detector.
 */
import type { TongueShape, TongueSize } from '../../../contract/assessment.ts';
import { SHAPE_THRESHOLDS } from '../model/shape-thresholds.ts';
import { rowEdges } from './row-edges.ts';
import type { BoundingBox } from './segment-tongue.ts';

export interface ShapeReading {
  /** widest row / length */
  widthToLength: number;
  /** width at 85 % of the length / widest row */
  tipBluntness: number;
  size: { value: TongueSize; confidence: number };
  shape: { value: TongueShape; confidence: number };
}

/** Measures proportions of the mask and names size and shape. */
export function measureShape(mask: Uint8Array, width: number, bbox: BoundingBox, scalloped: boolean): ShapeReading {
  const rowWidth = (y: number): number => {
    const edges = rowEdges(mask, width, bbox, y);
    return edges ? edges[1] - edges[0] + 1 : 0;
  };
  let widest = 0;
  for (let y = bbox.y; y < bbox.y + bbox.height; y++) widest = Math.max(widest, rowWidth(y));
  const ratio = bbox.height ? widest / bbox.height : 0;
  const tip = widest ? rowWidth(bbox.y + Math.floor(bbox.height * 0.85)) / widest : 0;
  const { narrowRatio, wideRatio, bluntTip } = SHAPE_THRESHOLDS;
  const margin = (v: number, t: number) => Math.min(0.9, 0.55 + Math.abs(v - t) / Math.max(t, 1e-6));
  const size: ShapeReading['size'] =
    ratio >= wideRatio
      ? { value: 'enlarged', confidence: margin(ratio, wideRatio) }
      : ratio <= narrowRatio
        ? { value: 'small', confidence: margin(ratio, narrowRatio) }
        : { value: 'normal', confidence: Math.min(margin(ratio, wideRatio), margin(ratio, narrowRatio)) };
  let shape: ShapeReading['shape'];
  if (scalloped) shape = { value: 'scalloped', confidence: 0.7 };
  else if (ratio <= narrowRatio) shape = { value: 'thin', confidence: margin(ratio, narrowRatio) };
  else if (ratio >= wideRatio && tip >= bluntTip)
    shape = { value: 'thick', confidence: Math.min(margin(ratio, wideRatio), margin(tip, bluntTip)) };
  else shape = { value: 'normal', confidence: 0.6 };
  return { widthToLength: ratio, tipBluntness: tip, size, shape };
}
