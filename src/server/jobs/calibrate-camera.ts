/**
 * A calibration photo through the engine (runs in a worker thread): the white or grey card is
 * found by the engine itself; the 24-patch checker must fill a known box, so the box is looked
 * for: the capture guide (CHECKER_GUIDE_SHARE of the photo, 3:2), a few sizes around it, and
 * the whole photo (a picture cropped to the chart). Of the boxes whose grey ramp reads as a
 * chart, the one whose fitted matrix leaves the smallest colour error wins: patch centres read
 * off the chart fit the published values closely, boxes that straddle patches do not.
 */
import { CHECKER_GUIDE_SHARE, type CalibrationReference } from '../../contract/camera.ts';
import { calibrateWithCard, calibrateWithChecker, type CalibrationResult, type RgbImage } from '../../engine/tongue/index.ts';

type Box = { x: number; y: number; width: number; height: number };

/** Centred 3:2 boxes at `share` of the photo (by width, or by height on a tall photo), with small shifts. */
function candidateBoxes(width: number, height: number): Box[] {
  const boxes: Box[] = [{ x: 0, y: 0, width, height }];
  for (const scale of [1, 0.9, 1.1, 0.8, 1.2, 0.7]) {
    const share = Math.min(1, CHECKER_GUIDE_SHARE * scale);
    let w = width * share;
    let h = (w * 2) / 3;
    if (h > height * share) {
      h = height * share;
      w = (h * 3) / 2;
    }
    for (const [dx, dy] of [
      [0, 0],
      [-0.03, 0],
      [0.03, 0],
      [0, -0.03],
      [0, 0.03],
    ]) {
      const x = Math.round((width - w) / 2 + dx * width),
        y = Math.round((height - h) / 2 + dy * height);
      if (x < 0 || y < 0 || x + w > width || y + h > height) continue;
      boxes.push({ x, y, width: Math.round(w), height: Math.round(h) });
    }
  }
  return boxes;
}

export function calibrateCamera(image: RgbImage, reference: CalibrationReference): CalibrationResult {
  if (reference !== 'checker') return calibrateWithCard(image, reference);
  let best: CalibrationResult | null = null;
  let refusal: CalibrationResult = { ok: false, reason: 'chart-not-found' };
  for (const box of candidateBoxes(image.width, image.height)) {
    let result: CalibrationResult;
    try {
      result = calibrateWithChecker(image, box);
    } catch {
      continue; // degenerate patches: not a chart
    }
    if (!result.ok) {
      if (result.reason === 'card-clipped') refusal = result;
      continue;
    }
    if (!best || (best.ok && result.residual < best.residual)) best = result;
  }
  return best ?? refusal;
}
