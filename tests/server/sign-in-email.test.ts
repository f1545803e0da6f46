import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readAnswer } from '../../src/client/lib/api.ts';
import { accountAnswer, ChangedEmailAnswer } from '../../src/client/features/sign-in/account-answer.ts';
import { createTestApp, hasNoSecrets, loginDemo, registerPractitioner, sessionCookie, type TestApp } from '../support/app.ts';
import { DRIVERS } from '../support/databases.ts';
import { codeIn, linkIn, parseMail, startMailCapture, type CapturedMail, type MailCapture } from '../support/mail-capture.ts';
import { cookiesOf } from '../support/sign-in.ts';

const PUBLIC_URL = 'http://localhost:5982';
const LINK_SENT =
  'Check your email: if the address can receive mail, a sign-in link and a 6-digit code are on their way. They work once, for 15 minutes.';
const RESET_SENT =
  'Check your email: a link to choose a new password is on its way if an account uses that address. It works once, for 15 minutes.';
const LINK_INVALID = 'This link has expired or was already used. Please ask for a new one.';
const TOO_MANY = 'Too many attempts. Please wait 15 minutes and try again.';

describe.each(DRIVERS)('email links, codes, reset, verification and change on %s', (kind, available) => {
  let t: TestApp;
  let mail: MailCapture;
  let ip = 0;
  /** Each test its own client address, so the per-address caps of one test do not touch another. */
  const nextIp = () => `198.51.100.${(ip += 1)}`;

  beforeAll(async () => {
    if (!available) return;
    mail = await startMailCapture();
    t = await createTestApp(kind, {
      env: { PUBLIC_URL, SMTP_URL: mail.url, MAIL_FROM: 'MTC Health <no-reply@mtc.test>' },
      rateLimits: { mailsPerEmail: 3, mailsPerAddress: 8 },
    });
  });
  afterAll(async () => {
    await t?.close();
    await mail?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const post = (url: string, payload: object, options: { cookie?: string; remoteAddress?: string; headers?: object } = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: options.remoteAddress ?? nextIp(),
      headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
    });
  const mailTo = (address: string, subject?: RegExp) =>
    mail.waitFor((m) => m.to.includes(address) && (!subject || subject.test(m.subject)));
  const sessionOf = (res: { headers: Record<string, unknown> }, name = 'mtc_session') =>
    `${name}=${cookiesOf(res as Parameters<typeof cookiesOf>[0]).get(name)}`;
  const register = async (name: string) => {
    const res = await post('/api/auth/register', {
      username: `${name}${kind}`,
      email: `${name}.${kind}@example.com`,
      password: `${name}-password`,
      firstName: name,
    });
    expect(res.statusCode).toBe(201);
    return { cookie: sessionCookie(res), email: `${name}.${kind}@example.com`, id: (res.json() as { id: number }).id };
  };

  it.runIf(available)('answers the same whether or not an account uses the address, and mails a link and a code', async () => {
    const known = await register('ada');
    const unknown = `nobody.${kind}@example.com`;
    const a = await post('/api/auth/email-link', { email: known.email });
    const b = await post('/api/auth/email-link', { email: unknown });
    expect([a.statusCode, b.statusCode]).toEqual([202, 202]);
    expect(a.body).toBe(b.body);
    expect(a.json()).toEqual({ message: LINK_SENT });
    for (const address of [known.email, unknown]) {
      const m = await mailTo(address);
      expect(m.subject).toBe('Your MTC Health sign-in link');
      expect(linkIn(m).pathname).toBe('/login/email');
      expect(linkIn(m).origin).toBe(PUBLIC_URL);
      expect(codeIn(m)).toMatch(/^\d{6}$/);
      expect(m.html).toContain(linkIn(m).href.replaceAll('&', '&#38;'));
    }
    const reset = [
      await post('/api/auth/password/forgot', { email: known.email }),
      await post('/api/auth/password/forgot', { email: unknown }),
    ];
    expect(reset.map((r) => r.statusCode)).toEqual([202, 202]);
    expect(reset[0].body).toBe(reset[1].body);
    expect(reset[0].json()).toEqual({ message: RESET_SENT });
  });

  it.runIf(available)('a link signs in once; a new address gets a new account that goes through onboarding', async () => {
    const email = `bea.${kind}@example.com`;
    await post('/api/auth/email-link', { email });
    const link = linkIn(await mailTo(email));
    const token = link.searchParams.get('token') ?? '';
    const res = await post('/api/auth/email-link/redeem', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email, onboardingCompleted: false, authProvider: 'email' });
    // As the page of the mailed link reads it: nothing refused or dropped.
    expect(readAnswer('redeem', res.json(), accountAnswer('user'))).toEqual(res.json());
    expect(hasNoSecrets(res.body)).toBe(true);
    const cookie = sessionOf(res);
    const security = (await t.app.inject({ method: 'GET', url: '/api/auth/security', headers: { cookie } })).json() as {
      emailVerified: boolean;
      events: { event: string; method: string }[];
    };
    expect(security.emailVerified).toBe(true);
    expect(security.events.map((e) => `${e.event}:${e.method}`)).toEqual(['sign-in:email-link', 'sign-up:email-link']);

    const again = await post('/api/auth/email-link/redeem', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: LINK_INVALID });
    // A consumer link is not a practitioner link.
    await post('/api/auth/email-link', { email });
    const second = linkIn(await mail.waitFor((m) => m.to.includes(email) && linkIn(m).href !== link.href));
    const cross = await post('/api/practitioners/email-link/redeem', { token: second.searchParams.get('token') });
    expect(cross.json()).toEqual({ message: LINK_INVALID });
  });

  it.runIf(available)('an account a link or a code makes keeps the language the page was in', async () => {
    const viaLink = `lucia.${kind}@example.com`;
    await post('/api/auth/email-link', { email: viaLink }, { headers: { 'accept-language': 'es' } });
    const token = linkIn(await mailTo(viaLink)).searchParams.get('token');
    const opened = await post('/api/auth/email-link/redeem', { token }, { headers: { 'accept-language': 'es' } });
    expect(opened.json()).toMatchObject({ email: viaLink, language: 'spanish' });

    const viaCode = `mei.${kind}@example.com`;
    await post('/api/auth/email-link', { email: viaCode }, { headers: { 'accept-language': 'zh' } });
    const code = codeIn(await mailTo(viaCode));
    const typed = await post('/api/auth/email-code', { email: viaCode, code }, { headers: { 'accept-language': 'zh' } });
    expect(typed.json()).toMatchObject({ email: viaCode, language: 'chinese' });

    // An account that exists keeps its own language whatever the page's.
    const { email } = await register('eve');
    await post('/api/auth/email-link', { email });
    const again = await post(
      '/api/auth/email-code',
      { email, code: codeIn(await mailTo(email)) },
      { headers: { 'accept-language': 'zh' } },
    );
    expect(again.json()).toMatchObject({ email, language: 'english' });
  });

  it.runIf(available)('a link no longer works after 15 minutes', async () => {
    const { email } = await register('cleo');
    await post('/api/auth/email-link', { email });
    const token = linkIn(await mailTo(email)).searchParams.get('token');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 15 * 60_000 + 1000);
    const res = await post('/api/auth/email-link/redeem', { token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: LINK_INVALID });
  });

  it.runIf(available)('the 6-digit code signs in once, and stops working after five wrong codes', async () => {
    const { email, id } = await register('dan');
    await post('/api/auth/email-link', { email });
    const code = codeIn(await mailTo(email));
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const bad = await post('/api/auth/email-code', { email, code: wrong });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'That code is not right, has expired or was already used.' });
    const good = await post('/api/auth/email-code', { email: email.toUpperCase(), code });
    expect(good.statusCode).toBe(200);
    expect((good.json() as { id: number }).id).toBe(id);
    expect((await post('/api/auth/email-code', { email, code })).statusCode).toBe(400);

    // A fresh code, guessed at five times: then even the right one is refused.
    await post('/api/auth/email-link', { email });
    const fresh = codeIn(await mail.waitFor((m) => m.to.includes(email) && codeIn(m) !== code));
    for (let i = 0; i < 5; i += 1) {
      const guess = String((Number(fresh) + 1 + i) % 1_000_000).padStart(6, '0');
      expect((await post('/api/auth/email-code', { email, code: guess })).statusCode).toBe(400);
    }
    expect((await post('/api/auth/email-code', { email, code: fresh })).statusCode).toBe(400);
    const malformed = await post('/api/auth/email-code', { email, code: '12ab' });
    expect(malformed.json()).toMatchObject({ errors: [{ field: 'code', message: 'Enter the 6-digit code from the email' }] });
  });

  it.runIf(available)('caps the messages per email address and per client address, for any address alike', async () => {
    const address = '203.0.113.90';
    for (const email of [`erin.${kind}@example.com`, `ghost.${kind}@example.com`]) {
      for (let i = 0; i < 3; i += 1)
        expect((await post('/api/auth/email-link', { email }, { remoteAddress: address })).statusCode).toBe(202);
      const fourth = await post('/api/auth/password/forgot', { email }, { remoteAddress: address });
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json()).toEqual({ message: TOO_MANY });
    }
    // The same client address asking for other addresses is capped too (8 per window).
    const capped = await post('/api/auth/email-link', { email: `third.${kind}@example.com` }, { remoteAddress: address });
    expect(capped.statusCode).toBe(429);
    // Wrong codes are throttled like wrong passwords (10 per address and account).
    const codeAddress = '203.0.113.91';
    let last = 0;
    for (let i = 0; i < 11; i += 1) {
      last = (
        await post('/api/auth/email-code', { email: `erin.${kind}@example.com`, code: '000000' }, { remoteAddress: codeAddress })
      ).statusCode;
    }
    expect(last).toBe(429);
  });

  it.runIf(available)(
    'resets a password by email: every other session ends, the new password works, the link works once',
    async () => {
      const { email, cookie } = await register('fern');
      const forgot = await post('/api/auth/password/forgot', { email });
      expect(forgot.statusCode).toBe(202);
      const m = await mailTo(email, /password/);
      expect(m.subject).toBe('Choose a new MTC Health password');
      const link = linkIn(m);
      expect(link.pathname).toBe('/reset-password');
      const token = link.searchParams.get('token');
      const short = await post('/api/auth/password/reset', { token, newPassword: 'short' });
      expect(short.json()).toMatchObject({
        errors: [{ field: 'newPassword', message: 'Password must be at least 8 characters' }],
      });
      const res = await post('/api/auth/password/reset', { token, newPassword: 'fern-new-password' });
      expect(res.statusCode).toBe(200);
      expect(readAnswer('reset', res.json(), accountAnswer('user'))).toEqual(res.json());
      expect(hasNoSecrets(res.body)).toBe(true);
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: sessionOf(res) } })).statusCode).toBe(
        200,
      );
      const login = await post('/api/auth/login', { username: `fern${kind}`, password: 'fern-new-password' });
      expect(login.statusCode).toBe(200);
      expect((await post('/api/auth/password/reset', { token, newPassword: 'another-password' })).json()).toEqual({
        message: LINK_INVALID,
      });
    },
  );

  it.runIf(available)('an address without an account hears so in its own mailbox, with no link', async () => {
    const email = `nobody-here.${kind}@example.com`;
    await post('/api/auth/password/forgot', { email });
    const m = await mailTo(email);
    expect(m.subject).toBe('MTC Health password request');
    expect(m.text).not.toMatch(/token=/);
  });

  it.runIf(available)('verifies the address of a signed-in account', async () => {
    const { cookie } = await register('gil');
    const security = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/auth/security', headers: { cookie } })).json() as {
        emailVerified: boolean;
      };
    expect((await security()).emailVerified).toBe(false);
    expect((await post('/api/auth/email/verification', {}, { cookie })).statusCode).toBe(202);
    const link = linkIn(await mailTo(`gil.${kind}@example.com`, /Confirm your email/));
    expect(link.pathname).toBe('/verify-email');
    const res = await post('/api/auth/email/verify', { token: link.searchParams.get('token') });
    expect(res.json()).toEqual({ email: `gil.${kind}@example.com` });
    expect((await security()).emailVerified).toBe(true);
    const twice = await post('/api/auth/email/verification', {}, { cookie });
    expect(twice.statusCode).toBe(409);
    expect((await post('/api/auth/email/verification', {})).statusCode).toBe(401);
  });

  it.runIf(available)('changes the address only when the new one is confirmed, and tells the old one', async () => {
    const { cookie, email } = await register('hal');
    const next = `hal.new.${kind}@example.com`;
    const res = await post('/api/auth/email/change', { email: next }, { cookie });
    expect(res.statusCode).toBe(202);
    const notice = await mailTo(email, /changing/);
    expect(notice.text).toContain(next);
    expect(notice.text).not.toMatch(/token=/);
    const confirm = linkIn(await mailTo(next, /new MTC Health email/));
    expect(confirm.pathname).toBe('/confirm-email');
    // Nothing changed yet.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json()).toMatchObject({ email });
    const done = await post('/api/auth/email/change/confirm', { token: confirm.searchParams.get('token') });
    expect(done.json()).toEqual({ email: next });
    expect(readAnswer('change', done.json(), ChangedEmailAnswer)).toEqual({ email: next });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json()).toMatchObject({
      email: next,
    });

    // An address another account uses: the same answer; only that mailbox hears of it, with no link.
    const taken = await register('ida');
    const same = await post('/api/auth/email/change', { email: taken.email }, { cookie });
    expect(same.statusCode).toBe(202);
    expect(same.body).toBe(res.body);
    const inUse = await mailTo(taken.email, /already has/);
    expect(inUse.text).not.toMatch(/token=/);
    const unchanged = await post('/api/auth/email/change', { email: next }, { cookie });
    expect(unchanged.json()).toMatchObject({ message: 'That is already your email address' });
    // The shared demo logins cannot move to someone's address.
    const demo = await loginDemo(t.app);
    expect((await post('/api/auth/email/change', { email: `demo-thief.${kind}@example.com` }, { cookie: demo })).statusCode).toBe(
      403,
    );
  });

  it.runIf(available)('registering with a taken address answers as for a new one; the address stays its holder’s', async () => {
    const holder = await register('kai');
    const fresh = await post('/api/auth/register', {
      username: `kaitwo${kind}`,
      email: `kaitwo.${kind}@example.com`,
      password: 'kaitwo-password',
      firstName: 'Kai',
    });
    const taken = await post('/api/auth/register', {
      username: `kaithree${kind}`,
      email: holder.email.toUpperCase(),
      password: 'kaithree-password',
      firstName: 'Kai',
    });
    // The same status and the same keys, each account showing the address it typed.
    expect([fresh.statusCode, taken.statusCode]).toEqual([201, 201]);
    expect(Object.keys(taken.json() as object).sort()).toEqual(Object.keys(fresh.json() as object).sort());
    expect(taken.json()).toMatchObject({ username: `kaithree${kind}`, email: holder.email.toUpperCase() });
    const newcomer = sessionCookie(taken);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: newcomer } })).json()).toMatchObject({
      email: holder.email.toUpperCase(),
    });
    // Only the holder's mailbox hears of it, with no link.
    const notice = await mailTo(holder.email, /signed up to MTC Health with this address/);
    expect(notice.text).not.toMatch(/token=/);

    // The newcomer's verification answers as usual, but the mailbox gets a notice, not a link.
    const verification = await post('/api/auth/email/verification', {}, { cookie: newcomer });
    expect(verification.statusCode).toBe(202);
    const inUse = await mailTo(holder.email, /already has/);
    expect(inUse.text).not.toMatch(/token=/);

    // Once the holder moves to another address, the one who reads the mailbox can claim it.
    await post('/api/auth/email/change', { email: `kai.moved.${kind}@example.com` }, { cookie: holder.cookie });
    const move = linkIn(await mailTo(`kai.moved.${kind}@example.com`, /new MTC Health email/));
    expect((await post('/api/auth/email/change/confirm', { token: move.searchParams.get('token') })).statusCode).toBe(200);
    await post('/api/auth/email/verification', {}, { cookie: newcomer });
    // The link goes to the address as the newcomer typed it.
    const verify = linkIn(
      await mail.waitFor((m) => m.to.some((to) => to.toLowerCase() === holder.email) && /Confirm your email/.test(m.subject)),
    );
    const claimed = await post('/api/auth/email/verify', { token: verify.searchParams.get('token') });
    expect(claimed.json()).toEqual({ email: holder.email.toUpperCase() });
    const security = await t.app.inject({ method: 'GET', url: '/api/auth/security', headers: { cookie: newcomer } });
    expect(security.json()).toMatchObject({ emailVerified: true });
  });

  it.runIf(available)('a sign-in link for a taken address opens its holder’s account, never the newcomer’s', async () => {
    const holder = await register('max');
    const newcomer = await post('/api/auth/register', {
      username: `maxtwo${kind}`,
      email: holder.email,
      password: 'maxtwo-password',
      firstName: 'Max',
    });
    expect(newcomer.statusCode).toBe(201);
    await post('/api/auth/email-link', { email: holder.email });
    const link = linkIn(await mailTo(holder.email, /sign-in link/));
    const signIn = await post('/api/auth/email-link/redeem', { token: link.searchParams.get('token') });
    expect((signIn.json() as { id: number }).id).toBe(holder.id);
  });

  it.runIf(available)('registrations with a taken address cannot flood its mailbox: notices are capped per address', async () => {
    const holder = await register('lex');
    for (let i = 0; i < 5; i += 1) {
      const res = await post('/api/auth/register', {
        username: `lex${i}x${kind}`,
        email: holder.email,
        password: 'lex-password',
        firstName: 'Lex',
      });
      expect(res.statusCode).toBe(201);
    }
    const notices = () => mail.messages.filter((m) => m.to.includes(holder.email) && /signed up/.test(m.subject)).length;
    await mail.waitFor((m) => m.to.includes(holder.email) && /signed up/.test(m.subject));
    await vi.waitFor(() => expect(notices()).toBe(3), { timeout: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    // mailsPerEmail is 3 in this file.
    expect(notices()).toBe(3);
  });

  it.runIf(available)('a practitioner registering with a taken address is told nothing either', async () => {
    const first = await registerPractitioner(t.app);
    const me = (
      await t.app.inject({ method: 'GET', url: '/api/practitioners/me', headers: { cookie: first.cookie } })
    ).json() as {
      email: string;
    };
    const second = await registerPractitioner(t.app, { email: me.email });
    const mine = (await t.app.inject({ method: 'GET', url: '/api/practitioners/me', headers: { cookie: second.cookie } })).json();
    expect(mine).toMatchObject({ email: me.email });
    await mailTo(me.email, /signed up to MTC Health with this address/);
    await post('/api/practitioners/email-link', { email: me.email });
    const link = linkIn(await mailTo(me.email, /sign-in link/));
    const res = await post('/api/practitioners/email-link/redeem', { token: link.searchParams.get('token') });
    expect((res.json() as { id: number }).id).toBe(first.id);
  });

  it.runIf(available)('a practitioner signs in by email link, and it is in their security list', async () => {
    const p = await registerPractitioner(t.app);
    const me = (await t.app.inject({ method: 'GET', url: '/api/practitioners/me', headers: { cookie: p.cookie } })).json() as {
      email: string;
    };
    await post('/api/practitioners/email-link', { email: me.email });
    const link = linkIn(await mailTo(me.email));
    expect(link.pathname).toBe('/practitioner/login/email');
    const res = await post('/api/practitioners/email-link/redeem', { token: link.searchParams.get('token') });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { id: number }).id).toBe(p.id);
    const cookie = sessionOf(res, 'mtc_practitioner_session');
    const list = (await t.app.inject({ method: 'GET', url: '/api/practitioners/security', headers: { cookie } })).json() as {
      events: { event: string; method: string; ipAddress: string }[];
    };
    expect(list.events[0]).toMatchObject({ event: 'sign-in', method: 'email-link' });
    expect(list.events[0].ipAddress).toMatch(/^198\.51\.100\./);
    expect(list.events.map((e) => e.event)).toEqual(['sign-in', 'email-verified', 'sign-up']);
  });

  it.runIf(available)('writes each message in the account’s language', async () => {
    const { cookie, id, email } = await register('jo');
    await t.app.inject({
      method: 'PUT',
      url: `/api/users/${id}/language`,
      headers: { cookie },
      payload: { language: 'spanish' },
    });
    await post('/api/auth/email-link', { email });
    const m: CapturedMail = await mailTo(email);
    expect(m.subject).toBe('Tu enlace para entrar en MTC Health');
    // A new address follows the language the app asked in.
    const zh = `zhang.${kind}@example.com`;
    await post('/api/auth/email-link', { email: zh }, { headers: { 'accept-language': 'zh-CN,zh;q=0.9' } });
    expect((await mailTo(zh)).subject).toBe('您的 MTC Health 登录链接');
  });
});

describe.each(DRIVERS)('the outbox without SMTP on %s', (kind, available) => {
  it.runIf(available)('writes each message to DATA_DIR/outbox, where its link works', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mtc-outbox-'));
    const t = await createTestApp(kind, { env: { PUBLIC_URL, DATA_DIR: dataDir } });
    try {
      const email = `outbox.${kind}@example.com`;
      await t.app.inject({ method: 'POST', url: '/api/auth/email-link', payload: { email } });
      const outbox = path.join(dataDir, 'outbox');
      const messages = () => readdirSync(outbox).filter((f) => f.endsWith('.eml'));
      await vi.waitFor(() => expect(messages()).toHaveLength(1), { timeout: 5000 });
      const message = parseMail(readFileSync(path.join(outbox, messages()[0]), 'utf8'));
      expect(message.subject).toBe('Your MTC Health sign-in link');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/email-link/redeem',
        payload: { token: linkIn(message).searchParams.get('token') },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
