import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OnDeviceTongueAnalysisCreateSchema } from '../../../src/contract/consumer.ts';
import { decodeImage } from '../../../src/edge/decode-image.ts';
import { analyseOnDevice } from '../../../src/engine/analysis/on-device.ts';
import { hasSharedData, sharedDataDir } from '../../support/shared-data.ts';

const withPhotos = hasSharedData('tongue-seg');

describe.skipIf(!withPhotos)('privacy mode: the analysis entry on the device', () => {
  it('answers findings the server accepts, observations in the reader’s language and no pixels', async () => {
    const { image } = await decodeImage(path.join(sharedDataDir, 'tongue-seg/images/001.jpg'));
    const english = analyseOnDevice(image, 'en');
    const spanish = analyseOnDevice(image, 'es');
    if (!english.ok || !spanish.ok) throw new Error('the shared photo was refused');

    // What the browser sends passes the endpoint's schema unchanged (nothing stripped, nothing refused).
    const body = { userId: 1, findings: english.findings };
    expect(OnDeviceTongueAnalysisCreateSchema.parse(body)).toEqual(body);
    expect(english.findings.head?.body).toHaveLength(3);
    expect(english.findings.assessment.bodyColor?.value).toEqual(expect.any(String));

    // Same measurement, written in the person's language.
    expect(spanish.findings.assessment).toEqual(english.findings.assessment);
    expect(spanish.findings.observations.length).toBe(english.findings.observations.length);
    expect(spanish.findings.observations).not.toEqual(english.findings.observations);

    // Only small plain data leaves the worker: no typed arrays, a few kilobytes at most.
    const json = JSON.stringify(english.findings);
    expect(json.length).toBeLessThan(4096);
    expect(Object.keys(english.findings).sort()).toEqual(['assessment', 'head', 'observations', 'signs']);
  });
});
