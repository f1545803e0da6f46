import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsumerTongueAnalysis } from '../../src/contract/consumer.ts';
import { createTestApp, loginDemo, type TestApp } from '../support/app.ts';
import { hasSharedData, sharedDataDir } from '../support/shared-data.ts';

/**
 * Issue 11: one decoder and one engine. The same photo analysed through the server (upload,
 * worker pool) and through the CLI gives byte-identical findings.
 */
const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const photos = hasSharedData('tongue-seg');

function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

describe('one analysis pipeline', () => {
  let t: TestApp;
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'mtc-pipeline-'));
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
    rmSync(tmp, { recursive: true, force: true });
  });

  it.runIf(photos)('the server and the CLI measure the stored photo byte for byte alike', async () => {
    const cookie = await loginDemo(t.app);
    const me = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json<{ id: number }>();
    const bytes = readFileSync(path.join(sharedDataDir, 'tongue-seg/images/012.jpg'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tongue-analysis',
      headers: { cookie },
      payload: { userId: me.id, imageBase64: bytes.toString('base64') },
    });
    expect(res.statusCode, res.body).toBe(201);
    const analysis = res.json<ConsumerTongueAnalysis>();
    // The photo the server analysed is the one it stored (normalised at upload): the CLI reads that file.
    const stored = await t.app.inject({ method: 'GET', url: analysis.imageUrl!, headers: { cookie } });
    const file = path.join(tmp, 'stored.jpg');
    writeFileSync(file, stored.rawPayload);
    const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join(root, 'src/cli/main.ts'), 'tongue', file], {
      cwd: root,
    });
    const cli = (JSON.parse(stdout.trim().split('\n')[0]!) as { findings: unknown }).findings;
    // jsonb stores keys in its own order: compare the canonical JSON (sorted keys), every number exact.
    expect(canonical(cli)).toBe(canonical(analysis.analysisResult.findings));
  });
});
