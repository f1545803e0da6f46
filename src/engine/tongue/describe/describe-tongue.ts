/**
 * Analysis of a photo whose tongue mask is known: white balance, CIELAB, pixel classes,
 * regions, body colour, coating, cracks, tooth marks, red points, moisture, size and shape,
 * signs and descriptions. analyzeTongue calls it with the segmenter's mask; it is exported so
 * the classifiers can be tested and fitted on known masks.
 */
import type { QualityReport } from '../quality/assess-quality.ts';
import { classifyBodyColour } from '../colour/classify-body-colour.ts';
import { readTongueHead } from '../model/read-tongue-head.ts';
import { judgeCracks, judgeToothMarks, MIDLINE_FISSURE_MIN } from '../texture/judge-texture-signs.ts';
import { measureMidlineFissure } from '../texture/measure-midline-fissure.ts';
import { judgeMoisture } from '../texture/measure-sheen.ts';
import { classifyCoating } from '../colour/classify-coating.ts';
import { classifyPixels } from '../colour/classify-pixels.ts';
import { classifyTexture } from '../texture/classify-texture.ts';
import { convertRgbToLab } from '../colour/convert-rgb-to-lab.ts';
import { detectCracks } from '../texture/detect-cracks.ts';
import { detectRedPoints } from '../texture/detect-red-points.ts';
import { detectSigns } from './detect-signs.ts';
import { detectToothMarks } from '../texture/detect-tooth-marks.ts';
import { CAST_LIMIT, type WhiteBalance } from '../colour/estimate-white-balance.ts';
import type { TongueFindings } from '../findings.ts';
import { measureColourFeatures } from '../colour/measure-colour-features.ts';
import { measureColourReference, referenceGains } from '../colour/measure-colour-reference.ts';
import { measureRegions } from '../colour/measure-regions.ts';
import { measureShape } from '../segmentation/measure-shape.ts';
import { erodeMask } from '../segmentation/morphology.ts';
import type { BoundingBox, Segmentation } from '../segmentation/segment-tongue.ts';
import { splitRegions } from '../segmentation/split-regions.ts';
import type { RgbImage } from '../types.ts';
import { writeObservations, writeTongueAnalysis } from './write-descriptions.ts';

/** The tongue's box plus a margin, cut out of the photo and the mask. */
function cropToTongue(
  image: RgbImage,
  segmentation: Segmentation,
): { image: RgbImage; mask: Uint8Array; bbox: BoundingBox; origin: { x: number; y: number } } {
  const { bbox } = segmentation;
  const margin = Math.max(4, Math.round(bbox.width * 0.06));
  const x0 = Math.max(0, bbox.x - margin),
    y0 = Math.max(0, bbox.y - margin);
  const x1 = Math.min(image.width, bbox.x + bbox.width + margin),
    y1 = Math.min(image.height, bbox.y + bbox.height + margin);
  const w = x1 - x0,
    h = y1 - y0,
    c = image.channels;
  const data = new Uint8Array(w * h * c);
  const mask = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    const src = (y0 + y) * image.width + x0;
    data.set(image.data.subarray(src * c, (src + w) * c), y * w * c);
    mask.set(segmentation.mask.subarray(src, src + w), y * w);
  }
  return {
    image: { width: w, height: h, channels: c, data },
    mask,
    bbox: { x: bbox.x - x0, y: bbox.y - y0, width: bbox.width, height: bbox.height },
    origin: { x: x0, y: y0 },
  };
}

/** Intermediate planes (in the coordinates of the tongue crop at `origin`), for debugging. */
export interface TongueLayers {
  origin: { x: number; y: number };
  regions: Uint8Array;
  classes: Uint8Array;
  crackMask: Uint8Array;
  toothMarkPoints: Array<{ y: number; x: number }>;
}

/** Describes the tongue under `segmentation.mask` in a working-resolution photo. */
export function describeTongue(
  image: RgbImage,
  segmentation: Segmentation,
  whiteBalance: WhiteBalance,
  quality: QualityReport,
): { findings: TongueFindings; layers: TongueLayers } {
  // The head reads colour, coating, cracks and tooth marks from the tongue and the face around it
  // (a square 1.25 times the tongue), so it runs on the whole working image.
  const read = readTongueHead(image, segmentation.mask, segmentation.bbox);
  // Light coloured beyond what the development photos show: read, but the colour is uncertain.
  const head = whiteBalance.castRatio > CAST_LIMIT ? { ...read, colourUncertain: true } : read;
  // Every measurement below is relative to the tongue's box, so the work is done on a crop of
  // the box plus a margin (a quarter to a half of the frame in typical photos).
  const crop = cropToTongue(image, segmentation);
  const { width, height } = crop.image;
  const { mask, bbox } = crop;
  // Colour is read relative to the lips and skin around the tongue: white balance alone leaves
  // each camera's own rendering (tongue-seg photos read 17 L* darker and bluer than
  // tongue-labels ones, docs/tongue-engine.md), the ring around the mouth cancels it.
  const balanced = convertRgbToLab(crop.image.data, width, height, crop.image.channels, whiteBalance.gains);
  const reference = measureColourReference(crop.image, whiteBalance.gains, balanced, mask, bbox.width);
  const colourGains = referenceGains(whiteBalance.gains, reference);
  const lab = reference.usable ? convertRgbToLab(crop.image.data, width, height, crop.image.channels, colourGains) : balanced;
  // Colour is read away from the outline (3 % of the width), where lips and shadow bleed in.
  const core = erodeMask(mask, width, height, Math.max(1, Math.round(bbox.width * 0.03)));
  const { classes } = classifyPixels(lab, core);
  const regions = splitRegions(mask, width, height);
  const coreRegions = new Uint8Array(regions.length);
  for (let p = 0; p < regions.length; p++) if (core[p]) coreRegions[p] = regions[p];
  const regionReadings = measureRegions(lab, coreRegions, classes);
  const colour = measureColourFeatures(lab, classes);
  const body = classifyBodyColour(head);
  const coating = classifyCoating(head, colour.coatingCoverage, regionReadings);
  const crackLines = detectCracks(lab, mask, bbox);
  const midlineFissure = measureMidlineFissure(crop.image, mask, bbox);
  const cracks = judgeCracks(head.cracks, midlineFissure);
  const toothMarkOutline = detectToothMarks(mask, width, bbox);
  const toothMarks = judgeToothMarks(head.toothMarks);
  const redPoints = detectRedPoints(crop.image, mask, bbox);
  const sheen = head.features.sheen;
  const moisture = judgeMoisture(sheen);
  const shape = measureShape(mask, width, bbox, toothMarks.present);
  const texture = classifyTexture(cracks, coating);
  const midline = cracks.present && (crackLines.midline || midlineFissure >= MIDLINE_FISSURE_MIN);
  const signs = detectSigns(regionReadings, coating, { midline }, toothMarks, redPoints);
  const described: Omit<TongueFindings, 'tongueAnalysis' | 'observations'> = {
    quality,
    whiteBalance: {
      gains: whiteBalance.gains,
      correctionStops: whiteBalance.correctionStops,
      exposureGain: whiteBalance.exposureGain,
    },
    segmentation: {
      bbox: segmentation.bbox,
      area: segmentation.area,
      areaFraction: segmentation.areaFraction,
      confidence: segmentation.confidence,
      imageWidth: image.width,
      imageHeight: image.height,
    },
    regions: Object.fromEntries(
      Object.entries(regionReadings).map(([k, r]) => [
        k,
        { bodyLab: r.bodyLab, coatingCoverage: r.coatingCoverage, coatingColour: r.coatingColour, redness: r.redness },
      ]),
    ) as TongueFindings['regions'],
    assessment: {
      bodyColor: { value: body.value, confidence: body.confidence },
      coating: { value: coating.value, confidence: coating.confidence },
      texture,
      size: shape.size,
      shape: shape.shape,
      ...(moisture.value ? { moisture: { value: moisture.value, confidence: moisture.confidence } } : {}),
    },
    head: {
      body: head.body,
      coatingColour: head.coatingColour,
      thick: head.thick,
      cracks: head.cracks,
      toothMarks: head.toothMarks,
      colourDistance: head.colourDistance,
      colourUncertain: head.colourUncertain,
      version: head.version,
    },
    bodyColour: { ...colour.body, level: body.level, score: body.score },
    colourReference: reference,
    coatingDetails: {
      colour: coating.colour,
      shade: coating.shade,
      thickness: coating.thickness,
      distribution: coating.distribution,
      yellowScore: coating.yellowScore,
      coverage: coating.coverage,
      lab: colour.coating,
    },
    cracks: { present: cracks.present, severity: cracks.severity, score: crackLines.score, midline },
    toothMarks: {
      present: toothMarks.present,
      severity: toothMarks.severity,
      score: toothMarkOutline.score,
      marks: toothMarkOutline.marks,
    },
    redPoints: { present: redPoints.present, count: redPoints.count },
    moisture: { value: moisture.value, filmShare: sheen.filmShare, glintShare: sheen.glintShare, glintSpots: sheen.glintSpots },
    shapeDetails: { widthToLength: shape.widthToLength, tipBluntness: shape.tipBluntness },
    signs,
  };
  const findings: TongueFindings = {
    ...described,
    tongueAnalysis: writeTongueAnalysis(described),
    observations: writeObservations(described),
  };
  return {
    findings,
    layers: {
      origin: crop.origin,
      regions,
      classes,
      crackMask: cracks.present ? crackLines.crackMask : new Uint8Array(crackLines.crackMask.length),
      toothMarkPoints: toothMarks.present ? toothMarkOutline.indentRows : [],
    },
  };
}
