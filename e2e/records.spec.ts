import { expect, test, type Locator, type Page } from '@playwright/test';
import { en } from '../src/client/i18n/locales/en.ts';
import type { ConstitutionId } from '../src/contract/constitution.ts';
import { CCMQ_SCALE } from '../src/engine/constitution/ccmq-items.ts';
import { constitutionName } from '../src/engine/constitution/constitutions.ts';
import { recordText } from '../src/engine/records/record-texts.ts';
import { consumerByApi, practitionerWithPatientByApi, sharedTonguePhoto, toast } from './helpers.ts';

/**
 * Issue 17's records as a user sees them: two visits compared side by side with the findings
 * timeline, a consumer's 90-day trends with the photo timeline, and the CCMQ constitution
 * questionnaire taken by a consumer and by a practitioner for a patient.
 */

// The records screens name a visit by the reader's day and time (decision 0114): in a zone
// where that day is often not UTC's, in the interface language as the sessions list writes it.
const ZONE = 'America/Los_Angeles';
test.use({ timezoneId: ZONE });
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Today's date as the screens write it in ZONE ('Nov 27, 2026'), then a time ('16:18'). */
const moment = () =>
  `${escape(new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: ZONE }).format(new Date()))}, \\d{2}:\\d{2}`;
/** A message with its date filled in by today's moment, as a pattern of the whole text. */
const withMoment = (message: string) => new RegExp(`^${escape(message).replace(escape('{date}'), moment())}$`);
/** An ICU message with its one argument filled in (the catalogues' plain '{name}' placeholders). */
const fill = (message: string, values: Record<string, string | number>) =>
  message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

const registerPractitionerWithPatient = (page: Page) =>
  practitionerWithPatientByApi(page, {
    firstName: 'Lin',
    lastName: 'Wu',
    gender: 'female',
    chiefComplaint: 'Fatigue after meals',
  });

const registerConsumer = async (page: Page) => (await consumerByApi(page)).id;

/** A consultation through the app: a photo by file, the practitioner's tongue values, Analyze Tongue, Save Session. */
async function consult(page: Page, patientId: number, photo: string, tongue: { bodyColor: string; coating: string }) {
  await page.goto(`/practitioner/patient/${patientId}/consultation`);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: en['session.chooseFile'] }).click();
  await (await chooser).setFiles(photo);
  await expect(page.getByRole('img', { name: en['session.selected'] })).toBeVisible();
  await page.getByRole('combobox', { name: en['assess.bodyColor'], exact: true }).selectOption(tongue.bodyColor);
  await page.getByRole('combobox', { name: en['assess.coating'], exact: true }).selectOption(tongue.coating);
  await page.getByRole('button', { name: en['session.analyze'] }).click();
  const pattern = page.getByTestId('primary-pattern');
  await expect(pattern).toBeVisible({ timeout: 45_000 });
  const patternText = ((await pattern.textContent()) ?? '').trim();
  const actions = page.getByRole('group', { name: en['session.actions'] });
  await actions.getByRole('button', { name: en['session.save'] }).click();
  await expect(toast(page, en['session.savedToast.title'])).toBeVisible();
  await expect(actions.getByRole('button', { name: en['session.saved'] })).toBeVisible();
  return patternText;
}

/** A photo the browser has really drawn (not a broken image). */
async function expectLoaded(img: Locator) {
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
}

test('a practitioner picks two visits: photos side by side with overlays, the changes in words, each pattern and formula, the findings timeline', async ({
  page,
}) => {
  const firstPhoto = sharedTonguePhoto('001');
  const secondPhoto = sharedTonguePhoto('250');
  test.skip(!firstPhoto || !secondPhoto, 'the consultations need real tongue photos');
  test.setTimeout(180_000);
  const { patientId } = await registerPractitionerWithPatient(page);

  // Visit 1 judged red with a thick white coating, visit 2 normal with a thin white one: the
  // practitioner's values win over the photo's, so the comparison must say these two changes.
  const firstPattern = await consult(page, patientId, firstPhoto!, { bodyColor: 'red', coating: 'thick-white' });
  const secondPattern = await consult(page, patientId, secondPhoto!, { bodyColor: 'normal', coating: 'thin-white' });

  await page.goto(`/practitioner/patient/${patientId}`);
  const records = page.getByRole('region', { name: en['view.records'] });
  const first = records.getByRole('combobox', { name: en['records.compare.first'] });
  const second = records.getByRole('combobox', { name: en['records.compare.second'] });
  // Picked the other way round: the comparison still shows the earlier visit first.
  await expect(first.getByRole('option')).toHaveCount(2);
  // The same visit twice is not a comparison: the page says so.
  await first.selectOption({ index: 1 });
  await second.selectOption({ index: 1 });
  await expect(records.getByRole('status').filter({ hasText: en['records.compare.same'] })).toBeVisible();
  await second.selectOption({ index: 0 });
  await expect(records.getByText(en['records.compare.same'])).toHaveCount(0);

  const firstVisit = records.getByRole('region', { name: en['records.compare.first'], exact: true });
  const secondVisit = records.getByRole('region', { name: en['records.compare.second'], exact: true });
  const photoName = withMoment(en['records.compare.photo-alt']);
  const overlayName = withMoment(en['records.compare.overlay-alt']);
  const photos: string[] = [];
  const topPatterns: string[] = [];
  for (const [visit, pattern] of [
    [firstVisit, firstPattern],
    [secondVisit, secondPattern],
  ] as const) {
    await expect(visit.getByRole('heading', { name: new RegExp(`· ${moment()}$`) })).toBeVisible();
    const img = visit.getByRole('img', { name: photoName });
    await expectLoaded(img);
    const photoSrc = (await img.getAttribute('src'))!;
    expect(photoSrc).toMatch(/^\/api\/images\/\d+$/);
    photos.push(photoSrc);
    // The overlay toggle of this photo only.
    const toggle = visit.getByRole('checkbox', { name: en['records.compare.overlay'] });
    await expect(toggle).not.toBeChecked();
    await toggle.check();
    await expect(toggle).toBeChecked();
    const overlay = visit.getByRole('img', { name: overlayName });
    await expectLoaded(overlay);
    expect(await overlay.getAttribute('src')).not.toBe(photoSrc);
    await toggle.uncheck();
    await expect(visit.getByRole('img', { name: photoName })).toHaveAttribute('src', photoSrc);
    // Each visit's pattern (its top one: the consultation names the secondary too) and formula.
    const details = visit.getByRole('definition');
    await expect(details.nth(1)).not.toHaveText(/^(—)?$/);
    const top = (await details.nth(0).textContent())!;
    expect(top.length).toBeGreaterThan(3);
    expect(pattern.startsWith(top), `'${pattern}' starts with '${top}'`).toBe(true);
    topPatterns.push(top);
  }
  // Side by side: two different photos, on one row at this width.
  expect(photos[0]).not.toBe(photos[1]);
  const [boxA, boxB] = [await firstVisit.boundingBox(), await secondVisit.boundingBox()];
  expect(Math.abs(boxA!.y - boxB!.y)).toBeLessThan(2);
  expect(boxB!.x).toBeGreaterThan(boxA!.x + boxA!.width - 1);
  expect(Math.round(boxA!.width)).toBe(Math.round(boxB!.width));

  const changes = records.getByRole('region', { name: en['records.compare.differences'] }).getByRole('listitem');
  await expect(changes.filter({ hasText: recordText('en', 'compare.coating-thinner') })).toHaveCount(1);
  await expect(changes.filter({ hasText: recordText('en', 'compare.body-less-red') })).toHaveCount(1);

  // The findings timeline: its points by keyboard (two visits of one day stay two points)...
  const timeline = records.getByRole('figure', { name: en['records.timeline.title'] });
  await timeline.getByRole('application').focus();
  const tooltip = timeline.locator('.recharts-tooltip-wrapper');
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toContainText(new RegExp(`${moment()} · ${escape(topPatterns[0]!)}`));
  await expect(tooltip).toContainText(`${en['records.timeline.coating']} : 2`);
  await page.keyboard.press('ArrowRight');
  await expect(tooltip).toContainText(new RegExp(`${moment()} · ${escape(topPatterns[1]!)}`));
  await expect(tooltip).toContainText(`${en['records.timeline.coating']} : 1`);

  // ...and its table: coating thick (2) then thin (1), body red (2) then normal (1).
  await timeline.getByText(en['records.timeline.table']).click();
  const rows = timeline.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0).getByRole('columnheader')).toHaveText([
    en['records.timeline.date'],
    en['records.timeline.coating'],
    en['records.timeline.redness'],
    en['records.timeline.cracks'],
    en['records.timeline.pattern'],
  ]);
  await expect(rows.nth(1).getByRole('rowheader')).toHaveText(new RegExp(`^${moment()}$`));
  await expect(rows.nth(1).getByRole('cell')).toHaveText(['2', '2', /^[0-2—]$/, topPatterns[0]]);
  await expect(rows.nth(2).getByRole('cell')).toHaveText(['1', '1', /^[0-2—]$/, topPatterns[1]]);
});

/** One check-in through the app: a photo from the device, the questions, then the results page. */
async function checkIn(page: Page, photo: string, { answerEnergy = false } = {}) {
  await page.goto('/analysis');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: en['capture.chooseLabel'] }).click();
  await (await chooser).setFiles(photo);
  await expect(page.getByRole('heading', { name: en['questions.title'] })).toBeVisible();
  if (answerEnergy) {
    // 3 -> 4 of 5 (75 %); the other sliders stay untouched, 'not answered'.
    await page.getByRole('slider', { name: en['questions.energyLevel'] }).focus();
    await page.keyboard.press('ArrowRight');
  }
  await page.getByRole('button', { name: en['questions.submit'] }).click();
  await expect(page).toHaveURL(/\/results$/, { timeout: 45_000 });
  await expect(page.getByRole('heading', { name: en['results.title'] })).toBeVisible();
}

test('a consumer with two check-ins sees them in the 90-day trends: the data table, the keyboard on the chart, the photo timeline', async ({
  page,
}) => {
  const photos = [sharedTonguePhoto('001'), sharedTonguePhoto('250')];
  test.skip(
    photos.some((p) => !p),
    'the check-ins need real tongue photos',
  );
  test.setTimeout(180_000);
  const userId = await registerConsumer(page);

  // The first check-in answers energy only, the second nothing: each trend row shows that
  // check-in's own answers, '–' where a scale was left unanswered (issue 12 item 6), and the
  // balance the home card showed right after it.
  const notAnswered = `–${en['records.trends.notAnswered']}`;
  const balances: number[] = [];
  for (const [i, photo] of photos.entries()) {
    await checkIn(page, photo!, { answerEnergy: i === 0 });
    balances.push(((await (await page.request.get(`/api/progress/latest/${userId}`)).json()) as { balance: number }).balance);
  }
  const values = [
    [`${balances[0]}%`, '75%', notAnswered, notAnswered],
    [`${balances[1]}%`, notAnswered, notAnswered, notAnswered],
  ];

  await page.goto('/trends');
  await expect(page.getByRole('heading', { name: en['records.trends.title'], level: 1 })).toBeVisible();
  const periods = page.getByRole('group', { name: en['records.trends.periods'] });
  // The ICU plural's 'other' branch: '# days'.
  const periodName = (days: number) => /other \{([^}]*)\}/.exec(en['records.trends.period'])![1].replace('#', String(days));
  const period = (days: number) => periods.getByRole('button', { name: periodName(days), exact: true });
  await period(30).click();
  await expect(period(30)).toHaveAttribute('aria-pressed', 'true');
  await period(90).click();
  await expect(period(90)).toHaveAttribute('aria-pressed', 'true');
  await expect(period(30)).toHaveAttribute('aria-pressed', 'false');

  const chart = page.getByRole('figure', { name: en['records.trends.chart'] });
  await chart.getByText(en['records.timeline.table']).click();
  const rows = chart.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0).getByRole('columnheader')).toHaveText([
    en['records.timeline.date'],
    en['records.trends.balance'],
    en['records.trends.energy'],
    en['records.trends.digestion'],
    en['records.trends.sleep'],
  ]);
  for (const [i, v] of values.entries()) {
    await expect(rows.nth(i + 1).getByRole('rowheader')).toHaveText(new RegExp(`^${moment()}$`));
    await expect(rows.nth(i + 1).getByRole('cell')).toHaveText(v);
  }

  // The keyboard reaches the chart's points (Recharts' accessibility layer): Tab from the last
  // control before it focuses the first check-in, the right arrow moves to the second, both of today.
  await page.getByRole('button', { name: en['records.pdf.history'] }).focus();
  await page.keyboard.press('Tab');
  await expect(chart.getByRole('application')).toBeFocused();
  const tooltip = chart.locator('.recharts-tooltip-wrapper');
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toContainText(new RegExp(`${moment()}${en['records.trends.balance']} : ${balances[0]}`));
  await expect(tooltip).toContainText(`${en['records.trends.energy']} : 75`);
  await page.keyboard.press('ArrowRight');
  await expect(tooltip).toContainText(new RegExp(`${moment()}${en['records.trends.balance']} : ${balances[1]}`));

  const timeline = page.getByRole('list', { name: en['records.trends.photos'] });
  await expect(timeline.getByRole('listitem')).toHaveCount(2);
  const images = timeline.getByRole('img', { name: withMoment(en['records.compare.photo-alt']) });
  await expect(images).toHaveCount(2);
  for (const img of await images.all()) await expectLoaded(img);
  expect(await images.nth(0).getAttribute('src')).not.toBe(await images.nth(1).getAttribute('src'));
});

/**
 * Answers the 60 CCMQ questions on the page: 'Very much' (5) to the given questions, 'Not at
 * all' (1) to the rest.
 */
async function answerCcmq(scope: Locator, veryMuch: readonly number[]) {
  const [never, always] = [CCMQ_SCALE[0].en, CCMQ_SCALE[4].en];
  for (let n = 1; n <= 60; n++) {
    const question = scope.getByRole('group', { name: new RegExp(`^${n}\\. `) });
    await question.getByRole('radio', { name: veryMuch.includes(n) ? always : never, exact: true }).check();
  }
}

/** The score line the result lists for a constitution. */
const scoreLine = (id: ConstitutionId, score: number, verdict: 'is' | 'tends' | 'not') =>
  fill(en['records.constitution.score'], {
    name: constitutionName(id, 'en'),
    score,
    verdict: en[`records.constitution.verdict.${verdict}`],
  });

test('a consumer answers the 60 CCMQ questions, the home card shows the constitution, and the next check-in advises for it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const userId = await registerConsumer(page);
  await page.goto('/profile/constitution');
  await expect(page.getByRole('heading', { name: en['records.constitution.title'], level: 1 })).toBeVisible();
  const submit = page.getByRole('button', { name: en['records.constitution.submit'] });
  await expect(submit).toBeDisabled();

  /*
   * 'Very much' to the yang-deficient questions (5, 12, 15-19), 'Not at all' to the rest. By the
   * ZYYXH/T157-2009 rules (transformed = (raw − n) / 4n × 100):
   * - yang-deficient: 7 × 5 = 35 → (35 − 7) / 28 = 100 → 'is' (≥ 40);
   * - qi-deficient: question 12 also counts (5), its 7 others 1 → 12 → (12 − 8) / 32 = 12.5 → 'is not';
   * - balanced: 1 and 6 → 1 each, 2 3 4 7 8 reversed → 5 each, 5 reversed → 1: 28 → (28 − 8) / 32
   *   = 62.5, but a biased score ≥ 40 rules balanced out → 'is not';
   * - every other constitution 0 → 'is not'. The main constitution: yang-deficient.
   */
  await answerCcmq(page.locator('form'), [5, 12, 15, 16, 17, 18, 19]);
  await expect(page.getByText(fill(en['records.constitution.unanswered'], { count: 0 }))).toHaveCount(0);
  await submit.click();
  const expected = fill(en['records.constitution.result'], { name: constitutionName('yang-deficient', 'en') });
  const result = page.locator('form').getByRole('status');
  await expect(result.getByText(expected, { exact: true })).toBeVisible();
  const scores = result.getByRole('listitem');
  await expect(scores).toHaveCount(9);
  await expect(scores.filter({ hasText: scoreLine('yang-deficient', 100, 'is') })).toHaveCount(1);
  await expect(scores.filter({ hasText: scoreLine('qi-deficient', 12.5, 'not') })).toHaveCount(1);
  await expect(scores.filter({ hasText: scoreLine('balanced', 62.5, 'not') })).toHaveCount(1);

  await page.goto('/dashboard');
  await expect(page.getByLabel(en['home.profile.label']).getByTestId('constitution')).toHaveText(expected);

  // A check-in after it (privacy mode's findings, so no photo is needed): the results page puts
  // the yang-deficient constitution's diet and lifestyle first, named as for their constitution.
  const analysis = await page.request.post('/api/tongue-analysis/on-device', {
    data: {
      userId,
      findings: {
        assessment: { bodyColor: { value: 'pale', confidence: 0.8 }, coating: { value: 'thin-white', confidence: 0.7 } },
        signs: ['tooth-marks'],
        observations: ['Pale tongue body'],
      },
    },
  });
  expect(analysis.status(), await analysis.text()).toBe(201);
  const questionnaire = await page.request.post('/api/health-questionnaire', {
    data: { userId, energyLevel: 2, sleepQuality: 3, digestion: 2, discomforts: [] },
  });
  expect(questionnaire.status(), await questionnaire.text()).toBe(201);
  const recommendation = await page.request.post('/api/recommendations', {
    data: {
      userId,
      tongueAnalysisId: ((await analysis.json()) as { id: number }).id,
      healthQuestionnaireId: ((await questionnaire.json()) as { id: number }).id,
    },
  });
  expect(recommendation.status(), await recommendation.text()).toBe(201);
  await page.goto('/results');
  const firstItem = (title: string) =>
    page.getByRole('region', { name: title, exact: true }).getByRole('listitem').first().locator('p').first();
  await expect(firstItem(en['results.diet'])).toHaveText(
    'For your constitution (yang-deficient): Warming food, fewer cold drinks',
  );
  await expect(firstItem(en['results.lifestyle'])).toHaveText('For your constitution (yang-deficient): Keep warm, seek the sun');
});

test('a practitioner takes the CCMQ with a patient, the record shows the constitution, and the reasoning counts it as a prior', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const { patientId } = await registerPractitionerWithPatient(page);
  await page.goto(`/practitioner/patient/${patientId}`);
  const records = page.getByRole('region', { name: en['view.records'] });
  const take = records.getByRole('button', { name: en['records.constitution.take'] });
  await take.click();
  await expect(take).toHaveAttribute('aria-expanded', 'true');

  /*
   * 'Very much' to the qi-deficient questions (2, 3, 9-14), 'Not at all' to the rest:
   * - qi-deficient: 8 × 5 = 40 → (40 − 8) / 32 = 100 → 'is';
   * - yang-deficient: question 12 (5) and 6 others (1) → 11 → (11 − 7) / 28 = 14.3 → 'is not';
   * - balanced: 1 and 6 → 1, 2 and 3 reversed → 1, 4 5 7 8 reversed → 5: 24 → (24 − 8) / 32 = 50
   *   → 'is not' (< 60);
   * - every other constitution 0. The main constitution: qi-deficient.
   */
  const form = records.locator('form');
  await answerCcmq(form, [2, 3, 9, 10, 11, 12, 13, 14]);
  await form.getByRole('button', { name: en['records.constitution.submit-patient'] }).click();
  const expected = constitutionName('qi-deficient', 'en');
  const result = form.getByRole('status');
  await expect(result.getByText(fill(en['records.constitution.result'], { name: expected }), { exact: true })).toBeVisible();
  await expect(result.getByRole('listitem').filter({ hasText: scoreLine('yang-deficient', 14.3, 'not') })).toHaveCount(1);
  await expect(result.getByRole('listitem').filter({ hasText: scoreLine('balanced', 50, 'not') })).toHaveCount(1);

  // The patient's constitutional type, on the record, and still there on a fresh load.
  const constitution = page.getByText(en['view.constitution'], { exact: true }).locator('xpath=following-sibling::dd');
  await expect(constitution).toHaveText(expected);
  await page.reload();
  await expect(constitution).toHaveText(expected);

  // A consultation without a photo (the patient's 'Fatigue after meals' and a pale tongue): the
  // reasoning lists the constitution among the findings for the leading pattern, as a prior.
  await page.goto(`/practitioner/patient/${patientId}/consultation`);
  await page.getByRole('combobox', { name: en['assess.bodyColor'], exact: true }).selectOption('pale');
  await page.getByRole('button', { name: en['session.analyze'] }).click();
  const panel = page.getByTestId('reasoning-panel');
  await expect(panel).toBeVisible({ timeout: 45_000 });
  const leading = panel.getByTestId('reasoning-pattern').first();
  const prior = leading
    .getByTestId('reasoning-for')
    .getByRole('listitem')
    .filter({ hasText: 'constitution: qi-deficient (CCMQ)' });
  await expect(prior).toHaveCount(1);
  await expect(prior).toContainText(`${en['reasoning.source.constitution']} · ${fill(en['reasoning.prior'], { percent: 8 })}`);
});
