/**
 * `tcm analyse IMAGE [--answers FILE] [--full]`: decodes the photo with the shared decoder
 * (src/edge/decode-image.ts), runs the engine's analysis entry on the pixels and the answers, and
 * prints the SPEC §3 object exactly as the practitioner API stores it (overlay_image_url is
 * null: the CLI writes no overlay; image_note carries the quality gate's reason when the photo
 * was refused). --full prints the whole analysis result instead (ranked patterns, cautions,
 * consumer recommendation). Exit 0 on success, 2 on bad usage, unreadable image or bad answers.
 */
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { DifferentiationInputSchema } from '../contract/analysis.ts';
import { PulseSchema, QuestionnaireSchema, TongueAssessmentSchema, safeText } from '../contract/assessment.ts';
import { LOCALES, PREGNANCY_STATUSES } from '../contract/person.ts';
import { analyse, type AnalysisInput } from '../engine/analysis/analyse.ts';
import { engineAnswerOf, storedPractitionerAnalysis } from '../engine/analysis/stored-analysis.ts';
import { decodeImage } from '../edge/decode-image.ts';

const USAGE = 'usage: tcm analyse IMAGE [--answers FILE] [--full]';

/**
 * The answers file: what the practitioner or consumer forms record besides the photo. Every
 * member optional; unknown keys are refused so a misspelt field is reported.
 */
export const AnswersSchema = z.strictObject({
  manualAssessment: TongueAssessmentSchema.strict().optional(),
  pulse: PulseSchema.strict().optional(),
  questionnaire: QuestionnaireSchema.strict().optional(),
  symptoms: safeText(8000).optional(),
  chiefComplaint: safeText(2000).optional(),
  previousTreatments: safeText(4000).optional(),
  person: z
    .strictObject({
      gender: DifferentiationInputSchema.shape.gender,
      age: DifferentiationInputSchema.shape.age,
      pregnancyStatus: z.enum(PREGNANCY_STATUSES).optional(),
    })
    .optional(),
  complexFactors: DifferentiationInputSchema.shape.complexFactors,
  medications: safeText(4000).optional(),
  locale: z.enum(LOCALES).optional(),
});

function parseArgs(args: string[]): { image: string; answers?: string; full: boolean } | string {
  let image: string | undefined;
  let answers: string | undefined;
  let full = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--answers') {
      answers = args[++i];
      if (!answers) return '--answers needs a file';
    } else if (arg.startsWith('--answers=')) answers = arg.slice('--answers='.length);
    else if (arg === '--full') full = true;
    else if (arg.startsWith('-')) return `unknown option '${arg}'`;
    else if (image) return 'only one image at a time';
    else image = arg;
  }
  return image ? { image, answers, full } : 'no image given';
}

/** Runs the analyse command; resolves to the process exit code. */
export async function runAnalyseCommand(args: string[]): Promise<number> {
  const fail = (message: string) => {
    process.stderr.write(`tcm analyse: ${message}\n`);
    return 2;
  };
  const parsed = parseArgs(args);
  if (typeof parsed === 'string') return fail(`${parsed}\n${USAGE}`);
  let answers: z.infer<typeof AnswersSchema> = {};
  if (parsed.answers) {
    let json: unknown;
    try {
      json = JSON.parse(await readFile(parsed.answers, 'utf8'));
    } catch (error) {
      return fail(`cannot read answers ${parsed.answers}: ${error instanceof Error ? error.message : String(error)}`);
    }
    const result = AnswersSchema.safeParse(json);
    if (!result.success) {
      const lines = result.error.issues.map((i) => `  ${i.path.length ? i.path.join('.') : '(answers)'}: ${i.message}`);
      return fail(`invalid answers:\n${lines.join('\n')}`);
    }
    answers = result.data;
  }
  let decoded;
  try {
    decoded = await decodeImage(parsed.image);
  } catch (error) {
    return fail(`${parsed.image}: cannot read image: ${error instanceof Error ? error.message : String(error)}`);
  }
  const input: AnalysisInput = { ...answers, image: decoded.image, meta: { analysisId: 'builtin-cli' } };
  const result = analyse(input);
  // The object the practitioner API stores for this photo and these answers (no overlay is
  // drawn here, and no camera profile applies).
  const stored = storedPractitionerAnalysis(engineAnswerOf(result), {
    analysisId: result.practitioner.analysis_id ?? 'builtin-cli',
    overlayImageUrl: null,
    imageNote: result.tongue && !result.tongue.ok ? result.tongue.reason : null,
    cameraProfile: null,
    photoFindings: result.tongue?.ok ? result.tongue.findings : null,
    manualTongue: answers.manualAssessment,
  });
  const output = parsed.full ? result : stored;
  process.stdout.write(`${JSON.stringify(output, null, 2)}\n`);
  return 0;
}
