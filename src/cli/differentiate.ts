import { readFile } from 'node:fs/promises';
import { DifferentiationInputSchema } from '../contract/analysis.ts';
import { differentiate } from '../engine/analysis/differentiate.ts';

/** How many ranked patterns the command prints. */
export const CLI_PATTERNS_SHOWN = 10;

const USAGE =
  'usage: tcm differentiate FILE|-   (JSON: {tongue?, pulse?, symptoms?, chiefComplaint?, questionnaire?, age?, gender?, complexFactors?, medications?})';

async function readStdin(): Promise<string> {
  let text = '';
  process.stdin.setEncoding('utf8');
  for await (const chunk of process.stdin) text += chunk;
  return text;
}

/**
 * `tcm differentiate FILE|-`: read the differentiation input JSON (a vignette file, whose
 * case sits under `input`, is read too), print
 * `{"patterns": [{"id","score","confidence","evidence"}...], "treatment", "cautions", ...}`
 * best first. Exit 0 on success, 2 on bad usage or bad input, naming the field and the problem.
 */
export async function runDifferentiateCommand(args: string[]): Promise<number> {
  const fail = (message: string) => {
    process.stderr.write(`tcm differentiate: ${message}\n`);
    return 2;
  };
  if (args.length !== 1 || args[0] === '--help' || args[0] === '-h') return fail(USAGE);
  const source = args[0];
  let text: string;
  try {
    text = source === '-' ? await readStdin() : await readFile(source, 'utf8');
  } catch (error) {
    return fail(`cannot read ${source}: ${error instanceof Error ? error.message : String(error)}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return fail(`input is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const isVignette = typeof json === 'object' && json !== null && !Array.isArray(json) && 'input' in json && 'expected' in json;
  const candidate = isVignette ? (json as { input: unknown }).input : json;
  const parsed = DifferentiationInputSchema.safeParse(candidate);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => {
      const keys = i.code === 'unrecognized_keys' ? ` (${i.keys.join(', ')})` : '';
      return `  ${i.path.length ? i.path.join('.') : '(input)'}: ${i.message}${keys}`;
    });
    return fail(`invalid input:\n${lines.join('\n')}`);
  }
  const r = differentiate(parsed.data);
  const output = {
    patterns: r.patterns
      .slice(0, CLI_PATTERNS_SHOWN)
      .map((p) => ({ id: p.id, score: p.score, confidence: p.confidence, evidence: p.evidence })),
    treatment: r.treatment,
    cautions: r.cautions,
    referral: r.referral,
    coherence: r.coherence,
    severity: r.severity,
    chronicity: r.chronicity,
    prognosis: r.prognosis,
  };
  process.stdout.write(`${JSON.stringify(output, null, 2)}\n`);
  return 0;
}
