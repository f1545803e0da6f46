/**
 * Camera profiles (issue 18, item 6): a practitioner photographs a white or grey card, or a
 * 24-patch colour checker, once per camera; the server fits a colour correction and keeps it
 * under a name; a consultation names the profile and every analysis of its photos applies it.
 * Shapes, limits and messages shared by the settings page, the consultation and the server.
 */
import { z } from 'zod';
import { recordId, safeText } from './assessment.ts';
import { CAMERA_PROFILE_MESSAGES } from './messages.ts';

export { CAMERA_PROFILE_MESSAGES };
export { CAMERA_PROFILES_MAX } from './constants.ts';

/** What the calibration photo shows. */
export const CALIBRATION_REFERENCES = ['white', 'grey', 'checker'] as const;
export type CalibrationReference = (typeof CALIBRATION_REFERENCES)[number];

export const CAMERA_PROFILE_NAME_MAX = 80;
/** Largest base64 text of a calibration photo (15 MB as base64, plus a data: URL prefix). */
export const MAX_CALIBRATION_BASE64_CHARS = 21 * 1024 * 1024;

/**
 * Where the app asks for the colour checker: a centred 3:2 box (6 x 4 patches) this share of
 * the photo's width (or of its height, on a tall photo). The server also tries a photo cropped
 * to the chart and a few sizes around the guide, so a chart roughly filling it is read.
 */
export const CHECKER_GUIDE_SHARE = 0.8;

/** Why a calibration photo was refused (the engine's reasons), and what the person should do. */
export const CALIBRATION_REFUSALS = {
  'no-card':
    'No white or grey card was found in the middle of the photo. Hold the card flat in the centre, filling at least a fifth of the frame, in even light without glare.',
  'card-too-dark': 'The card is too dark to measure. Add light or move closer to the window, then take the photo again.',
  'card-clipped': 'The card is overexposed (pure white). Reduce the light or avoid the flash reflecting on it, then try again.',
  'chart-not-found':
    'The 24-patch colour checker was not found. Fill the guide with the chart, grey row at the bottom, and take the photo straight on.',
} as const;
export type CalibrationRefusal = keyof typeof CALIBRATION_REFUSALS;

/** One channel's tone curve, from the checker's grey ramp (rising linear values, measured and as they should be). */
const ToneCurveSchema = z
  .object({
    measured: z.array(z.number().positive()).min(4).max(6),
    reference: z.array(z.number().positive()).min(4).max(6),
  })
  .refine(
    (c) =>
      c.measured.length === c.reference.length &&
      c.measured.every((v, i) => i === 0 || (v > c.measured[i - 1] && c.reference[i] > c.reference[i - 1])),
    'a tone curve pairs rising measured and reference values',
  );

/**
 * The fitted correction (the engine's CameraCorrection): per-channel gains, or a 3x3 matrix in
 * linear light after per-channel tone curves (checker profiles made before the curves have none).
 */
export const CameraCorrectionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('gains'), gains: z.tuple([z.number(), z.number(), z.number()]) }),
  z.object({
    kind: z.literal('matrix'),
    matrix: z.array(z.number()).length(9),
    curves: z.tuple([ToneCurveSchema, ToneCurveSchema, ToneCurveSchema]).optional(),
  }),
]);
export type CameraCorrectionData = z.infer<typeof CameraCorrectionSchema>;

/** POST /api/practitioners/{id}/camera-profiles. */
export const CameraProfileCreateSchema = z.object({
  name: safeText(CAMERA_PROFILE_NAME_MAX, CAMERA_PROFILE_MESSAGES.nameRequired)
    .trim()
    .min(1, CAMERA_PROFILE_MESSAGES.nameRequired),
  reference: z.enum(CALIBRATION_REFERENCES),
  imageBase64: z
    .string({ error: CAMERA_PROFILE_MESSAGES.imageRequired })
    .min(1, CAMERA_PROFILE_MESSAGES.imageRequired)
    .max(MAX_CALIBRATION_BASE64_CHARS),
});
export type CameraProfileCreate = z.infer<typeof CameraProfileCreateSchema>;

/** The settings form's fields: the photo is chosen or taken beside them, and read into imageBase64 on submit. */
export const CameraProfileFormSchema = CameraProfileCreateSchema.pick({ name: true, reference: true });
export type CameraProfileForm = z.infer<typeof CameraProfileFormSchema>;

/** A camera profile as every answer shows it (the correction itself stays on the server). */
export interface CameraProfile {
  id: number;
  name: string;
  reference: CalibrationReference;
  /** mean colour error left on the reference after correction (CIE76 ΔE): under 2 is excellent, over 6 poor */
  residual: number;
  createdAt: string;
}

/** How the client reads a camera profile answer (issue 11 §5). */
export const CameraProfileSchema: z.ZodType<CameraProfile> = z.object({
  id: z.number().int(),
  name: z.string(),
  reference: z.enum(CALIBRATION_REFERENCES),
  residual: z.number(),
  createdAt: z.string(),
});
export const CameraProfileListSchema = z.array(CameraProfileSchema);

/** The profile an analysis applied, as the stored analysis names it. */
export interface AppliedCameraProfile {
  id: number;
  name: string;
}

/** The body of a 422 answer to a calibration photo that could not be used: the reason's code is errors[0].message. */
export interface CalibrationRefusedBody {
  message: string;
  errors: [{ field: 'imageBase64'; message: CalibrationRefusal }];
}

/** `cameraProfileId` of an analysis start (one of the practitioner's profiles; null = none). */
export const CameraProfileIdSchema = recordId().nullable().optional();
