import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { spawnServer } from '../support/server-process.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PractitionerAnalysis, TongueUploadResponse } from '../../src/contract/practitioner.ts';
import { postgresAdminUrl, postgresAvailable } from '../support/databases.ts';
import { multipart } from './practitioner/helpers.ts';

/**
 * Two real app processes on one PostgreSQL database (issue 14): what one instance does, the
 * other sees. Each instance has its own DATA_DIR, so a photo read through the other one cannot
 * come from a local file.
 */

interface Instance {
  url: string;
  child: ChildProcess;
  dataDir: string;
}

async function startInstance(databaseUrl: string, env: Record<string, string> = {}): Promise<Instance> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mtc-instance-'));
  const { url, child } = await spawnServer({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SIGNING_SECRET: 'two-instances-share-this-secret',
    // A job whose instance died is taken over within seconds, not a minute.
    ANALYSIS_LEASE_SECONDS: '2',
    ANALYSIS_RECOVERY_SECONDS: '0.3',
    ...env,
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { url, child, dataDir };
    if (Date.now() > deadline) throw new Error('instance did not become ready');
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function stop(instance: Instance, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (instance.child.exitCode === null && instance.child.signalCode === null) {
    const exited = new Promise((r) => instance.child.once('exit', r));
    instance.child.kill(signal);
    await exited;
  }
  rmSync(instance.dataDir, { recursive: true, force: true });
}

async function call(base: string, method: string, url: string, options: { cookie?: string; body?: unknown } = {}) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  return {
    status: res.status,
    cookie: res.headers.get('set-cookie')?.split(';')[0],
    body: await res.text(),
    headers: res.headers,
  };
}

describe.skipIf(!postgresAvailable)('two app instances on one PostgreSQL', () => {
  let databaseUrl: string;
  let name: string;
  let a: Instance;
  let b: Instance;

  async function admin(sql: string, url = postgresAdminUrl) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await client.query(sql);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    name = `mtc_two_${Date.now().toString(36)}`;
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(postgresAdminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    // One after the other: both would run the migrations at once otherwise (they are safe, but slower).
    a = await startInstance(databaseUrl);
    b = await startInstance(databaseUrl);
  });
  afterAll(async () => {
    await Promise.all([a && stop(a), b && stop(b)]);
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  async function practitioner(on: Instance) {
    const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
    const res = await call(on.url, 'POST', '/api/practitioners/register', {
      body: {
        firstName: 'Mei',
        lastName: 'Lin',
        email: `mei${suffix}@clinic.example`,
        username: `mei${suffix}`,
        password: 'acupuncture1',
        licenseNumber: `LAC-${suffix}`,
      },
    });
    expect(res.status, res.body).toBe(201);
    const id = (JSON.parse(res.body) as { id: number }).id;
    const cookie = res.cookie!;
    const patient = await call(on.url, 'POST', `/api/practitioners/${id}/patients`, {
      cookie,
      body: { firstName: 'Lin', lastName: 'Wu', chiefComplaint: 'Insomnia' },
    });
    expect(patient.status, patient.body).toBe(201);
    return { id, cookie, username: `mei${suffix}`, patientId: (JSON.parse(patient.body) as { id: number }).id };
  }

  async function upload(on: Instance, who: { id: number; cookie: string; patientId: number }) {
    const jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 190, g: 90, b: 100 } } })
      .jpeg()
      .toBuffer();
    const form = multipart(
      { patientId: String(who.patientId), practitionerId: String(who.id) },
      { name: 'tongueImage', filename: 'tongue.jpg', type: 'image/jpeg', bytes: jpeg },
    );
    const res = await fetch(`${on.url}/api/upload/tongue-image`, {
      method: 'POST',
      headers: { ...form.headers, cookie: who.cookie },
      body: form.payload,
    });
    expect(res.status).toBe(201);
    return { uploaded: (await res.json()) as TongueUploadResponse, jpeg };
  }

  it('a photo uploaded through A is read through B (shared storage, not A’s disk)', async () => {
    const who = await practitioner(a);
    const { uploaded } = await upload(a, who);
    const read = await fetch(`${b.url}${uploaded.imageUrl}`, { headers: { cookie: who.cookie } });
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await read.arrayBuffer());
    expect(bytes.subarray(0, 2).toString('hex')).toBe('ffd8');
  });

  it('sign-out on A ends the session on B at the next request', async () => {
    const who = await practitioner(a);
    // B has read (and may keep) the session before it ends.
    expect((await call(b.url, 'GET', '/api/practitioners/me', { cookie: who.cookie })).status).toBe(200);
    expect((await call(b.url, 'GET', '/api/practitioners/me', { cookie: who.cookie })).status).toBe(200);
    expect((await call(a.url, 'POST', '/api/practitioners/logout', { cookie: who.cookie })).status).toBe(204);
    expect((await call(b.url, 'GET', '/api/practitioners/me', { cookie: who.cookie })).status).toBe(401);
    expect((await call(b.url, 'GET', `/api/practitioners/${who.id}/patients`, { cookie: who.cookie })).status).toBe(401);
  });

  it('a consumer record changed through A is read fresh through B and through A, at the next request', async () => {
    const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
    const res = await call(a.url, 'POST', '/api/auth/register', {
      body: { username: `ana${suffix}`, email: `ana${suffix}@example.com`, password: 'long-password-1', firstName: 'Ana' },
    });
    expect(res.status, res.body).toBe(201);
    const { id } = JSON.parse(res.body) as { id: number };
    const cookie = res.cookie!;
    const languageOn = async (on: Instance, url: string) =>
      (JSON.parse((await call(on.url, 'GET', url, { cookie })).body) as { language: string }).language;
    // Both instances have read (and may keep) the record before it changes.
    for (const on of [a, b, a, b]) expect(await languageOn(on, `/api/users/${id}`)).toBe('english');
    const changed = await call(a.url, 'PUT', `/api/users/${id}/language`, { cookie, body: { language: 'chinese' } });
    expect(changed.status, changed.body).toBe(200);
    expect(await languageOn(b, `/api/users/${id}`)).toBe('chinese');
    expect(await languageOn(b, '/api/auth/me')).toBe('chinese');
    expect(await languageOn(a, `/api/users/${id}`)).toBe('chinese');
    // And the other way round.
    expect((await call(b.url, 'PUT', `/api/users/${id}/language`, { cookie, body: { language: 'spanish' } })).status).toBe(200);
    expect(await languageOn(a, '/api/auth/me')).toBe('spanish');
    // Changed through one instance and read through the other at once, many times over: each read
    // must wait for the notification the change sent (the read barrier, decision 0112).
    const languages = ['english', 'chinese', 'spanish'] as const;
    for (let round = 0; round < 30; round++) {
      const [writer, reader] = round % 2 ? [a, b] : [b, a];
      const language = languages[round % 3];
      expect((await call(writer.url, 'PUT', `/api/users/${id}/language`, { cookie, body: { language } })).status).toBe(200);
      expect(await languageOn(reader, `/api/users/${id}`)).toBe(language);
    }
    // Deleted through B: A no longer answers the record.
    const erased = await call(b.url, 'DELETE', `/api/users/${id}`, { cookie, body: { confirm: 'DELETE' } });
    expect([200, 204], erased.body).toContain(erased.status);
    expect((await call(a.url, 'GET', `/api/users/${id}`, { cookie })).status).toBe(401);
  });

  it('a roster changed through A is read fresh through B and through A, at the next request', async () => {
    const who = await practitioner(a);
    const names = async (on: Instance) =>
      (
        JSON.parse((await call(on.url, 'GET', `/api/practitioners/${who.id}/patients`, { cookie: who.cookie })).body) as Array<{
          firstName: string;
        }>
      ).map((p) => p.firstName);
    // Both instances have read (and may keep) the first page before it changes.
    for (const on of [a, b, a, b]) expect(await names(on)).toEqual(['Lin']);
    const renamed = await call(a.url, 'PATCH', `/api/practitioners/${who.id}/patients/${who.patientId}`, {
      cookie: who.cookie,
      body: { firstName: 'Lina' },
    });
    expect(renamed.status, renamed.body).toBe(200);
    expect(await names(b)).toEqual(['Lina']);
    expect(await names(a)).toEqual(['Lina']);
    const added = await call(b.url, 'POST', `/api/practitioners/${who.id}/patients`, {
      cookie: who.cookie,
      body: { firstName: 'Bo', chiefComplaint: 'Headache' },
    });
    expect(added.status, added.body).toBe(201);
    expect(await names(a)).toEqual(['Bo', 'Lina']);
  });

  it('the login rate limit counts failures on both instances together', async () => {
    const who = await practitioner(a);
    // 10 failed sign-ins per account per window (decision 0002), spread over both instances.
    for (let i = 0; i < 10; i += 1) {
      const res = await call(i % 2 ? a.url : b.url, 'POST', '/api/practitioners/login', {
        body: { username: who.username, password: 'wrong-password' },
      });
      expect(res.status, res.body).toBe(401);
    }
    for (const instance of [a, b]) {
      const res = await call(instance.url, 'POST', '/api/practitioners/login', {
        body: { username: who.username, password: 'acupuncture1' },
      });
      expect(res.status).toBe(429);
    }
  });

  it('an analysis started on A finishes on B when A is killed', async () => {
    const who = await practitioner(a);
    const { uploaded } = await upload(a, who);
    const started = await call(a.url, 'POST', `/api/practitioners/${who.id}/patients/${who.patientId}/analysis`, {
      cookie: who.cookie,
      body: { imageUrl: uploaded.imageUrl, manualAssessment: { tongue: { bodyColor: 'red' } } },
    });
    expect(started.status, started.body).toBe(202);
    const { analysis_id: analysisId } = JSON.parse(started.body) as PractitionerAnalysis & { analysis_id: string };
    // No goodbye: the process dies with the job leased to it.
    await stop(a, 'SIGKILL');
    const deadline = Date.now() + 60_000;
    let answer: PractitionerAnalysis;
    for (;;) {
      const poll = await call(b.url, 'GET', `/api/practitioners/${who.id}/patients/${who.patientId}/analysis/${analysisId}`, {
        cookie: who.cookie,
      });
      expect(poll.status, poll.body).toBe(200);
      answer = JSON.parse(poll.body) as PractitionerAnalysis;
      if (answer.status !== 'processing' || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(answer.status).toBe('success');
    const { rows } = await admin(
      `SELECT attempts, lease_owner FROM practitioner_analyses WHERE id = '${analysisId}'`,
      databaseUrl,
    );
    // Run once by A (killed), once by B; the finished job holds no lease.
    expect(rows[0]).toEqual({ attempts: 2, lease_owner: null });
  });

  it('SIGTERM hands a running analysis back, and the other instance finishes it', async () => {
    // An external analysis service that takes the request and never answers: the job is still
    // running on C when C is told to stop.
    const arrived: IncomingMessage[] = [];
    const hanging: Server = createHttpServer((req) => arrived.push(req));
    await new Promise<void>((r) => hanging.listen(0, '127.0.0.1', r));
    const { port } = hanging.address() as { port: number };
    // C leases for a minute: B can take the job within seconds only if C hands it back.
    const c = await startInstance(databaseUrl, {
      TCM_ANALYSIS_WEBHOOK_URL: `http://127.0.0.1:${port}/analyse`,
      ANALYSIS_LEASE_SECONDS: '60',
    });
    try {
      const who = await practitioner(c);
      const started = await call(c.url, 'POST', `/api/practitioners/${who.id}/patients/${who.patientId}/analysis`, {
        cookie: who.cookie,
        body: { manualAssessment: { tongue: { bodyColor: 'pale' }, symptoms: 'tired after meals, loose stools' } },
      });
      expect(started.status, started.body).toBe(202);
      const { analysis_id: analysisId } = JSON.parse(started.body) as PractitionerAnalysis & { analysis_id: string };
      for (const deadline = Date.now() + 30_000; arrived.length === 0 && Date.now() < deadline;)
        await new Promise((r) => setTimeout(r, 50));
      expect(arrived.length, 'the webhook was called').toBeGreaterThan(0);

      const leased = await admin(`SELECT lease_owner FROM practitioner_analyses WHERE id = '${analysisId}'`, databaseUrl);
      const cOwner = (leased.rows[0] as { lease_owner: string | null }).lease_owner;
      expect(cOwner, 'C holds the lease while it runs').toBeTruthy();

      const exited = new Promise<number | null>((r) => c.child.once('exit', (code) => r(code)));
      c.child.kill('SIGTERM');
      // The grace period (5 s) runs out on the hanging call; the process then exits cleanly.
      expect(await exited).toBe(0);
      const exitedAt = Date.now();
      // Not answered with a fallback by the instance that let it go: still to do, or already
      // being done by B (which takes a handed-back job at once).
      const handedBack = await admin(
        `SELECT status, lease_owner FROM practitioner_analyses WHERE id = '${analysisId}'`,
        databaseUrl,
      );
      const row = handedBack.rows[0] as { status: string; lease_owner: string | null };
      expect(row.lease_owner).not.toBe(cOwner);
      expect(row.status).not.toBe('fallback');

      let answer: PractitionerAnalysis;
      for (const deadline = Date.now() + 30_000; ;) {
        const poll = await call(b.url, 'GET', `/api/practitioners/${who.id}/patients/${who.patientId}/analysis/${analysisId}`, {
          cookie: who.cookie,
        });
        answer = JSON.parse(poll.body) as PractitionerAnalysis;
        if (answer.status !== 'processing' || Date.now() > deadline) break;
        await new Promise((r) => setTimeout(r, 250));
      }
      // B (the built-in engine) finished it: once on C, once on B, well before C's lease would
      // have run out (60 s), so C handed it back.
      expect(answer.status).toBe('success');
      expect(Date.now() - exitedAt).toBeLessThan(45_000);
      const { rows } = await admin(`SELECT attempts FROM practitioner_analyses WHERE id = '${analysisId}'`, databaseUrl);
      expect(rows[0]).toEqual({ attempts: 2 });
    } finally {
      await stop(c);
      hanging.closeAllConnections();
      await new Promise((r) => hanging.close(r));
    }
  });
});
