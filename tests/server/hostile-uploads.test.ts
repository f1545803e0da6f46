import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../src/server/storage/normalise-image.ts';
import { createTestApp, registerPractitioner, type TestApp } from '../support/app.ts';
import { DRIVERS } from '../support/databases.ts';
import { addPatient } from './practitioner/helpers.ts';

/** Issue 10 §3: every malformed multipart request answers 400 with {message} (413 when too large), never 500. */
const head = (name: string, filename?: string) =>
  `Content-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"\r\nContent-Type: image/jpeg` : ''}\r\n\r\n`;

const MALFORMED: { name: string; contentType: string; body: string }[] = [
  { name: 'no boundary in the header', contentType: 'multipart/form-data', body: `--x\r\n${head('patientId')}1\r\n--x--\r\n` },
  {
    name: 'a boundary the body never uses',
    contentType: 'multipart/form-data; boundary=zzz',
    body: `--x\r\n${head('patientId')}1\r\n--x--\r\n`,
  },
  {
    name: 'a file part never closed',
    contentType: 'multipart/form-data; boundary=x',
    body: `--x\r\n${head('tongueImage', 'a.jpg')}\xff\xd8\xff\xe0 half a photo`,
  },
  {
    name: 'a body cut short inside a part header',
    contentType: 'multipart/form-data; boundary=x',
    body: '--x\r\nContent-Disposition: form-da',
  },
  { name: 'no multipart structure at all', contentType: 'multipart/form-data; boundary=x', body: 'hello world' },
  { name: 'an empty body', contentType: 'multipart/form-data; boundary=x', body: '' },
  { name: 'a boundary that is only dashes', contentType: 'multipart/form-data; boundary=', body: '----\r\n\r\n' },
];

describe.each(DRIVERS)('hostile uploads on %s', (kind, available) => {
  let t: TestApp;
  let mei: { id: number; cookie: string };
  let patientId: number;
  beforeAll(async () => {
    if (!available) return;
    t = await createTestApp(kind);
    mei = await registerPractitioner(t.app);
    patientId = (await addPatient(t.app, mei)).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (contentType: string, body: string | Buffer) =>
    t.app.inject({
      method: 'POST',
      url: '/api/upload/tongue-image',
      headers: { 'content-type': contentType, cookie: mei.cookie },
      payload: typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
    });

  it.runIf(available)('answers 400 with a message for each malformed multipart body, and stays healthy', async () => {
    for (const c of MALFORMED) {
      const res = await send(c.contentType, c.body);
      expect(res.statusCode, `${c.name}: ${res.body}`).toBe(400);
      expect(res.json<{ message: string }>().message, c.name).toMatch(/\w/);
    }
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it.runIf(available)('answers 413 for a file over the size limit and for too many parts', async () => {
    const big = Buffer.concat([
      Buffer.from(`--x\r\n${head('patientId')}${patientId}\r\n--x\r\n${head('tongueImage', 'big.jpg')}`),
      Buffer.alloc(MAX_UPLOAD_BYTES + 1024, 0xff),
      Buffer.from('\r\n--x--\r\n'),
    ]);
    const tooBig = await send('multipart/form-data; boundary=x', big);
    expect(tooBig.statusCode, tooBig.body).toBe(413);
    const parts = Array.from({ length: 40 }, (_, i) => `--x\r\n${head(`f${i}`)}v\r\n`).join('') + '--x--\r\n';
    const many = await send('multipart/form-data; boundary=x', parts);
    expect(many.statusCode, many.body).toBe(413);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
