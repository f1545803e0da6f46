import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');
const dir = mkdtempSync(path.join(tmpdir(), 'tcm-differentiate-'));

async function tcm(args: string[], stdin?: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const child = run(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'differentiate', ...args], { cwd: root });
  if (stdin !== undefined) {
    child.child.stdin?.end(stdin);
  }
  try {
    const { stdout, stderr } = await child;
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('tcm differentiate', () => {
  it('prints ranked patterns with score, confidence and evidence, the treatment and the cautions', async () => {
    const file = path.join(dir, 'case.json');
    writeFileSync(
      file,
      JSON.stringify({
        tongue: { bodyColor: 'red', coating: 'none', signs: ['peeled-coating'] },
        pulse: { qualities: ['thin', 'rapid'] },
        symptoms: 'night sweats, tinnitus, sore lower back, dry mouth at night',
        medications: 'warfarin',
      }),
    );
    const { code, stdout } = await tcm([file]);
    expect(code).toBe(0);
    const out = JSON.parse(stdout) as {
      patterns: { id: string; score: number; confidence: number; evidence: { for: unknown[] } }[];
      treatment: { patternId: string };
      cautions: object;
    };
    expect(out.patterns[0].id).toBe('kidney-yin-deficiency');
    expect(Object.keys(out.patterns[0])).toEqual(['id', 'score', 'confidence', 'evidence']);
    expect(out.patterns[0].score).toBeGreaterThan(out.patterns[1].score);
    expect(out.patterns[0].evidence.for.length).toBeGreaterThan(3);
    expect(out.treatment.patternId).toBe('kidney-yin-deficiency');
    expect(out.cautions).toHaveProperty('interactions');
  });

  it('reads stdin with -', async () => {
    const { code, stdout } = await tcm(['-'], JSON.stringify({ pulse: { rate: 72 } }));
    expect(code).toBe(0);
    expect((JSON.parse(stdout) as { patterns: { id: string }[] }).patterns[0].id).toBe('balanced');
  });

  it('reads a vignette file through its input member', async () => {
    const { code, stdout } = await tcm([path.join(root, 'tests/fixtures/vignettes/stomach-fire.json')]);
    expect(code).toBe(0);
    expect((JSON.parse(stdout) as { patterns: { id: string }[] }).patterns[0].id).toBe('stomach-fire');
  });

  it('exits 2 naming the field and the problem for bad input', async () => {
    const file = path.join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify({ pulse: { rate: 300 }, tongue: { bodyColor: 'green' } }));
    const { code, stderr } = await tcm([file]);
    expect(code).toBe(2);
    expect(stderr).toMatch(/pulse\.rate: .*120/);
    expect(stderr).toMatch(/tongue\.bodyColor/);
  });

  it('exits 2 for JSON that does not parse and for a missing file', async () => {
    expect((await tcm(['-'], '{ not json')).code).toBe(2);
    const missing = await tcm([path.join(dir, 'nope.json')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/cannot read/);
  });
});
