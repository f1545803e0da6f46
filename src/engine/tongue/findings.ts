/**
 * The result types of the tongue engine.
 */
import type { HeadReading } from './model/read-tongue-head.ts';
import type { BodyColor, Coating, Moisture, Texture, TongueShape, TongueSign, TongueSize } from '../../contract/assessment.ts';
import type { QualityCode, QualityReport } from './quality/assess-quality.ts';
import type { LabStatistics } from './colour/measure-colour-features.ts';
import type { ColourReference } from './colour/measure-colour-reference.ts';
import type { LabColour } from './colour/measure-regions.ts';
import type { RegionName } from './segmentation/split-regions.ts';
import type { BoundingBox } from './segmentation/segment-tongue.ts';

/** A classification with its confidence (0-1). */
export interface Judged<T> {
  value: T;
  confidence: number;
}

/** One region's reading (tip, sides, centre, root). */
export interface RegionFinding {
  /** mean CIELAB of the body (uncoated) pixels */
  bodyLab: LabColour;
  /** share of the region under coating, 0-1 */
  coatingCoverage: number;
  coatingColour: 'none' | 'white' | 'yellow';
  /** mean a* of the body pixels (CIELAB red-green axis; higher = redder) */
  redness: number;
}

/** SPEC §3 external-result `tongue_analysis` group. */
export interface TongueAnalysisGroup {
  color_cuerpo: string;
  saburra: { color: string; grosor: string; distribucion: string };
  forma_tamaño: string;
  humedad: string;
  areas_especificas: { punta: string; bordes: string; centro: string; raiz: string };
}

/** Everything measured on one tongue photo. */
export interface TongueFindings {
  quality: QualityReport;
  whiteBalance: {
    /** linear-light gains applied to R, G, B */
    gains: [number, number, number];
    /** largest |log2| colour correction: 0 = none, 0.32 = 25 % */
    correctionStops: number;
    /** exposure gain applied on all channels */
    exposureGain: number;
  };
  segmentation: {
    /** in working-image pixels (the analysed image) */
    bbox: BoundingBox;
    /** tongue pixels */
    area: number;
    /** area / image pixels */
    areaFraction: number;
    /** mean model probability inside the mask */
    confidence: number;
    /** analysed (working) image size */
    imageWidth: number;
    imageHeight: number;
  };
  regions: Record<RegionName, RegionFinding>;
  assessment: {
    bodyColor: Judged<BodyColor>;
    coating: Judged<Coating>;
    texture: Judged<Texture>;
    size: Judged<TongueSize>;
    shape: Judged<TongueShape>;
    /** absent when the photo cannot show sheen (not assessed) */
    moisture?: Judged<Moisture>;
  };
  /**
   * The tongue head's calibrated probabilities (model/read-tongue-head.ts) and how far the photo's
   * colour lies from training. Continuous readings, so a person's check-ins can be compared.
   */
  head: Omit<HeadReading, 'features'>;
  bodyColour: LabStatistics & { level: 'light' | 'regular' | 'dark'; score: number };
  /** lips and skin just outside the tongue (CIELAB medians): the in-photo colour reference */
  colourReference: ColourReference;
  coatingDetails: {
    colour: 'white' | 'yellow';
    shade: 'white' | 'light-yellow' | 'yellow';
    thickness: 'thin' | 'thick';
    distribution: 'even' | 'root-heavy' | 'patchy';
    /** P(yellow or light yellow) - P(white) */
    yellowScore: number;
    coverage: number;
    lab: LabStatistics;
  };
  cracks: { present: boolean; severity: 'none' | 'light' | 'severe'; score: number; midline: boolean };
  toothMarks: { present: boolean; severity: 'none' | 'light' | 'severe'; score: number; marks: number };
  redPoints: { present: boolean; count: number };
  moisture: {
    /** null: not assessed (the photo cannot show sheen) */
    value: Moisture | null;
    /** share of the tongue under broad highlights (saliva film) */
    filmShare: number;
    /** share of the tongue under any highlight */
    glintShare: number;
    /** separate glint spots at the fixed scale: the reading moisture is judged from */
    glintSpots: number;
  };
  shapeDetails: { widthToLength: number; tipBluntness: number };
  signs: TongueSign[];
  tongueAnalysis: TongueAnalysisGroup;
  observations: string[];
}

/** Result of analyzeTongue. */
export type TongueResult =
  | { ok: true; findings: TongueFindings; mask: Uint8Array }
  | { ok: false; code: QualityCode; reason: string; quality: QualityReport };
