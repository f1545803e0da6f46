import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConstitutionResult } from '../../../src/contract/constitution.ts';
import type { ConsumerTrends } from '../../../src/contract/records.ts';
import { createTestApp, loginDemo, type TestApp } from '../../support/app.ts';
import { DRIVERS } from '../../support/databases.ts';
import { fhirSchemaErrors, unresolvedReferences } from '../../support/fhir-schema.ts';
import { imageRows, readPdf } from '../../support/poppler.ts';
import { hasSharedData } from '../../support/shared-data.ts';
import { tonguePhoto } from '../practitioner/helpers.ts';

const photos = hasSharedData('tongue-seg');
type Bundle = { resourceType: string; type: string; entry: { fullUrl: string; resource: Record<string, unknown> }[] };

describe.each(DRIVERS)("a consumer's records on %s", (kind, available) => {
  let t: TestApp;
  let cookie: string;
  let otherCookie: string;
  let userId: number;
  let recommendationId: number;
  let recommendation: { pattern: string; herbs: { name: string }[] };
  beforeAll(async () => {
    if (!available || !photos) return;
    t = await createTestApp(kind);
    cookie = await loginDemo(t.app);
    otherCookie = await loginDemo(t.app, 'test');
    userId = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json<{ id: number }>().id;
    await t.app.inject({
      method: 'PUT',
      url: `/api/users/${userId}/language`,
      headers: { cookie },
      payload: { language: 'chinese' },
    });
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
    const checkIn = await post('/api/tongue-analysis', { userId, imageBase64: tonguePhoto('012').toString('base64') });
    expect(checkIn.statusCode, checkIn.body).toBe(201);
    const q = await post('/api/health-questionnaire', {
      userId,
      energyLevel: 2,
      sleepQuality: 2,
      digestion: 2,
      discomforts: ['Bloating'],
    });
    expect(q.statusCode, q.body).toBe(201);
    const rec = await post('/api/recommendations', {
      userId,
      tongueAnalysisId: checkIn.json<{ id: number }>().id,
      healthQuestionnaireId: q.json<{ id: number }>().id,
    });
    expect(rec.statusCode, rec.body).toBe(201);
    recommendationId = rec.json<{ id: number }>().id;
    const latest = await t.app.inject({ method: 'GET', url: `/api/recommendations/latest/${userId}`, headers: { cookie } });
    recommendation = latest.json<{ pattern: string; herbs: { name: string }[] }>();
  }, 300_000);
  afterAll(async () => {
    await t?.close();
  });
  const get = (url: string, who: string | null) => t.app.inject({ method: 'GET', url, headers: who ? { cookie: who } : {} });

  it.runIf(available && photos)(
    'the results report PDF is written in the reader’s language with the photo and the disclaimer on every page',
    async () => {
      const res = await get(`/api/users/${userId}/recommendations/${recommendationId}/report.pdf`, cookie);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain(`tcm-comprehensive-report-${recommendationId}-`);
      const pdf = await readPdf(res.rawPayload);
      const flat = pdf.text.replace(/\s+/g, '');
      expect(flat).toContain('自查报告');
      // The pattern's evidence as the reasoning panel names it: finding, source, weight; no engine key.
      expect(flat).toMatch(/乏力（问卷·权重\d/);
      expect(flat).not.toMatch(/\('|·\d\.\d\b/);
      expect(flat).toContain('草本支持');
      // The pattern and the herbs it suggested, as the results screen names them.
      expect(flat).toContain(recommendation.pattern.replace(/\s+/g, ''));
      expect(recommendation.herbs.length).toBeGreaterThan(0);
      for (const herb of recommendation.herbs) expect(flat).toContain(herb.name.replace(/\s+/g, ''));
      const pages = Number(/Pages:\s+(\d+)/.exec(pdf.info)![1]);
      expect(flat.split('本报告仅供教育用途').length - 1).toBe(pages);
      expect(pdf.page1Rendered).toBe(true);
      expect(imageRows(pdf.images).length).toBeGreaterThanOrEqual(2);
    },
  );

  it.runIf(available && photos)('the history report covers a chosen period; an inverted period is refused', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const res = await get(`/api/users/${userId}/history.pdf?from=2020-01-01&to=${today}`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`tcm-history-report-${userId}-2020-01-01-${today}.pdf`);
    const pdf = await readPdf(res.rawPayload);
    expect(pdf.text.replace(/\s+/g, '')).toContain('历史报告');
    // The findings were stored in English; the Chinese reader reads them in Chinese, as on the history screen.
    const findings = pdf.text.replace(/\s+/g, ' ').split(' 所见 ')[1]!.split(' 证型 ')[0]!;
    expect(findings).toMatch(/舌色: \p{Script=Han}/u);
    expect(findings).toMatch(/舌苔: \p{Script=Han}/u);
    expect(findings).toMatch(/舌尖: \p{Script=Han}/u);
    expect(findings).not.toMatch(/[a-z]{4,}/);
    expect(imageRows(pdf.images).length).toBeGreaterThanOrEqual(2);
    const empty = await readPdf((await get(`/api/users/${userId}/history.pdf?from=2020-01-01&to=2020-02-01`, cookie)).rawPayload);
    expect(empty.text.replace(/\s+/g, '')).toContain('此期间没有自查记录');
    expect((await get(`/api/users/${userId}/history.pdf?from=2026-02-01&to=2026-01-01`, cookie)).statusCode).toBe(400);
  });

  it.runIf(available && photos)('exports the consumer’s own record as a valid FHIR R4 Bundle', async () => {
    const res = await get(`/api/users/${userId}/fhir`, cookie);
    expect(res.statusCode).toBe(200);
    const bundle = res.json<Bundle>();
    expect(fhirSchemaErrors(bundle)).toEqual([]);
    expect(unresolvedReferences(bundle)).toEqual([]);
    const types = bundle.entry.map((e) => e.resource.resourceType);
    expect(types.filter((x) => x === 'Encounter')).toHaveLength(1);
    expect(types.filter((x) => x === 'DocumentReference')).toHaveLength(2);
    expect(types.filter((x) => x === 'Observation').length).toBeGreaterThanOrEqual(3);
  });

  it.runIf(available && photos)('trends cover 30 and 90 days and a year; other periods are refused', async () => {
    for (const days of [30, 90, 365]) {
      const res = await get(`/api/users/${userId}/trends?days=${days}`, cookie);
      expect(res.statusCode).toBe(200);
      const trends = res.json<ConsumerTrends>();
      expect(trends.days).toBe(days);
      expect(trends.progress.length).toBeGreaterThanOrEqual(1);
      expect(trends.checkIns).toHaveLength(1);
      expect(trends.checkIns[0]!.overlayImageUrl).toMatch(/^\/api\/images\/\d+$/);
    }
    expect((await get(`/api/users/${userId}/trends?days=7`, cookie)).statusCode).toBe(400);
  });

  it.runIf(available && photos)('the constitution questionnaire is stored with the person', async () => {
    const answers = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [String(i + 1), 1]));
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${userId}/constitution`,
      headers: { cookie },
      payload: { answers },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ConstitutionResult>().primary).toBe('balanced');
    const read = await get(`/api/users/${userId}/constitution`, cookie);
    expect(read.json<{ result: ConstitutionResult }>().result.primary).toBe('balanced');
    const questionnaire = await t.app.inject({
      method: 'GET',
      url: '/api/constitution/questionnaire',
      headers: { 'accept-language': 'es' },
    });
    expect(questionnaire.json<{ items: unknown[] }>().items).toHaveLength(60);
  });

  it.runIf(available && photos)('every consumer record route is the owner’s alone', async () => {
    const urls = [
      `/api/users/${userId}/recommendations/${recommendationId}/report.pdf`,
      `/api/users/${userId}/history.pdf`,
      `/api/users/${userId}/fhir`,
      `/api/users/${userId}/trends?days=30`,
      `/api/users/${userId}/constitution`,
    ];
    for (const url of urls) {
      expect((await get(url, null)).statusCode, url).toBe(401);
      expect((await get(url, otherCookie)).statusCode, url).toBe(403);
    }
    const otherId = (await get('/api/auth/me', otherCookie)).json<{ id: number }>().id;
    expect((await get(`/api/users/${otherId}/recommendations/${recommendationId}/report.pdf`, otherCookie)).statusCode).toBe(404);
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${userId}/constitution`,
      headers: { cookie: otherCookie },
      payload: 'not json',
    });
    expect(foreign.statusCode).toBe(403);
  });
});
