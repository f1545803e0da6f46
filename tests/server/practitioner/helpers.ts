import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Patient, PractitionerAnalysis } from '../../../src/contract/practitioner.ts';
import { sharedDataDir } from '../../support/shared-data.ts';

/** A multipart/form-data body built by hand, so app.inject can send it. */
export function multipart(
  fields: Record<string, string>,
  file?: { name: string; filename: string; type: string; bytes: Buffer },
) {
  const boundary = `----mtc${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    chunks.push(file.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A real labelled tongue photo from the shared data set. */
export function tonguePhoto(n = '001'): Buffer {
  return readFileSync(path.join(sharedDataDir, 'tongue-seg/images', `${n}.jpg`));
}

export async function addPatient(
  app: FastifyInstance,
  who: { id: number; cookie: string },
  fields: Record<string, unknown> = {},
): Promise<Patient> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/practitioners/${who.id}/patients`,
    headers: { cookie: who.cookie },
    payload: { practitionerId: who.id, firstName: 'Lin', lastName: 'Wu', chiefComplaint: 'Insomnia', ...fields },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

export async function uploadPhoto(app: FastifyInstance, who: { id: number; cookie: string }, patientId: number, bytes: Buffer) {
  const form = multipart(
    { patientId: String(patientId), practitionerId: String(who.id) },
    { name: 'tongueImage', filename: 'tongue.jpg', type: 'image/jpeg', bytes },
  );
  return app.inject({
    method: 'POST',
    url: '/api/upload/tongue-image',
    headers: { ...form.headers, cookie: who.cookie },
    payload: form.payload,
  });
}

/** Polls an analysis until it leaves 'processing' (the worker pool and provider run behind it). */
export async function waitForAnalysis(
  app: FastifyInstance,
  who: { id: number; cookie: string },
  patientId: number,
  analysisId: string,
  timeoutMs = 50_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await app.inject({
      method: 'GET',
      url: `/api/practitioners/${who.id}/patients/${patientId}/analysis/${analysisId}`,
      headers: { cookie: who.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<PractitionerAnalysis>();
    if (body.status !== 'processing') return body;
    if (Date.now() > deadline) throw new Error(`analysis ${analysisId} still processing after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
