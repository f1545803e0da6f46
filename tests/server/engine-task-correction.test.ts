import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import runEngineTask, { type PhotoTaskResult } from '../../src/server/jobs/engine-task.ts';
import { hasSharedData, sharedDataDir } from '../support/shared-data.ts';

describe("a camera profile's correction in the worker task", () => {
  it.skipIf(!hasSharedData('tongue-seg'))('is applied to the photo before the tongue engine reads it', async () => {
    const bytes = () => new Uint8Array(readFileSync(path.join(sharedDataDir, 'tongue-seg/images/250.jpg')));
    const plain = (await runEngineTask({ kind: 'photo', bytes: bytes() })) as PhotoTaskResult;
    const identity = (await runEngineTask({
      kind: 'photo',
      bytes: bytes(),
      correction: { kind: 'gains', gains: [1, 1, 1] },
    })) as PhotoTaskResult;
    // A camera whose red reads 25 % low and blue 25 % high, corrected.
    const warmer = (await runEngineTask({
      kind: 'photo',
      bytes: bytes(),
      correction: { kind: 'matrix', matrix: [1.25, 0, 0, 0, 1, 0, 0, 0, 0.8] },
    })) as PhotoTaskResult;
    if (!plain.ok || !identity.ok || !warmer.ok) throw new Error('the photo should be readable');
    expect(identity.findings.bodyColour).toEqual(plain.findings.bodyColour);
    expect(warmer.findings.bodyColour).not.toEqual(plain.findings.bodyColour);
  });
});
