import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalOidcProvider, type LocalOidcProvider } from '../../scripts/local-oidc-provider.ts';
import { createTestApp, hasNoSecrets, loginDemo, sessionCookie, type TestApp } from '../support/app.ts';
import { DRIVERS } from '../support/databases.ts';
import { ProviderBrowser } from '../support/oidc-browser.ts';
import { cookieHeader, cookiesOf, returnToApp, startProviderFlow } from '../support/sign-in.ts';

const PUBLIC_URL = 'http://localhost:5981';
const callbackOf = (id: string) => `${PUBLIC_URL}/api/auth/oidc/${id}/callback`;
/** How long the brief provider's authorization codes live; the expired-code test waits past it. */
const BRIEF_CODE_SECONDS = 3;
/** Another redirect URI the provider knows for our client (as a careless registration might list). */
const ELSEWHERE = 'http://127.0.0.1:9/elsewhere';

describe.each(DRIVERS)('OpenID Connect sign-in on %s', (kind, available) => {
  let t: TestApp;
  let local: LocalOidcProvider;
  let brief: LocalOidcProvider;

  beforeAll(async () => {
    if (!available) return;
    local = await startLocalOidcProvider({
      clients: [
        { clientId: 'mtc', clientSecret: 'mtc-secret', redirectUris: [callbackOf('local'), ELSEWHERE] },
        { clientId: 'intruder', clientSecret: 'intruder-secret', redirectUris: ['http://127.0.0.1:9/intruder'] },
        // The same provider again, answering with a form POST as Apple does.
        { clientId: 'mtc-post', clientSecret: 'post-secret', redirectUris: [callbackOf('post')] },
      ],
      accounts: {
        unproved: { email: 'unproved@local.test', emailVerified: false, givenName: 'Una', familyName: 'Proved' },
        // Claims an address an account here holds, without the provider vouching for it.
        claimer: { email: 'held@local.test', emailVerified: false, givenName: 'Cla', familyName: 'Imer' },
      },
    });
    // A second provider whose codes live three seconds, and which gives the address only at
    // UserInfo. oidc-provider counts whole seconds, so a one-second code could expire within a
    // tenth of a second of being issued and fail a sign-in that should succeed on a slow host.
    brief = await startLocalOidcProvider({
      clients: [{ clientId: 'mtc-brief', clientSecret: 'brief-secret', redirectUris: [callbackOf('brief')] }],
      authorizationCodeSeconds: BRIEF_CODE_SECONDS,
      claimsAtUserInfoOnly: true,
    });
    t = await createTestApp(kind, {
      env: {
        PUBLIC_URL,
        OIDC_PROVIDERS: 'local,brief,post',
        OIDC_LOCAL_ISSUER: local.issuer,
        OIDC_LOCAL_CLIENT_ID: 'mtc',
        OIDC_LOCAL_CLIENT_SECRET: 'mtc-secret',
        OIDC_LOCAL_LABEL: 'Local ID',
        OIDC_BRIEF_ISSUER: brief.issuer,
        OIDC_BRIEF_CLIENT_ID: 'mtc-brief',
        OIDC_BRIEF_CLIENT_SECRET: 'brief-secret',
        OIDC_POST_ISSUER: local.issuer,
        OIDC_POST_CLIENT_ID: 'mtc-post',
        OIDC_POST_CLIENT_SECRET: 'post-secret',
        OIDC_POST_RESPONSE_MODE: 'form_post',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await local?.close();
    await brief?.close();
  });

  /** The whole round trip for `login`: start at the app, sign in at the provider, back to the callback. */
  async function signIn(login: string, path = '/api/auth/oidc/local', cookie?: string) {
    const flow = await startProviderFlow(t.app, path, cookie);
    const issuer = flow.authorizationUrl.origin;
    const answer = await new ProviderBrowser(issuer).signIn(flow.authorizationUrl, login);
    const res = await returnToApp(
      t.app,
      answer.url,
      cookieHeader(['mtc_oidc_flow', flow.flowCookie], ...cookiePairs(cookie)),
      answer.form,
    );
    return { res, flow, answer };
  }
  const cookiePairs = (cookie?: string): [string, string][] =>
    (cookie ?? '')
      .split('; ')
      .filter(Boolean)
      .map((c) => c.split('=') as [string, string]);
  const me = async (cookie: string, who: 'auth' | 'practitioners' = 'auth') =>
    t.app.inject({ method: 'GET', url: `/api/${who}/me`, headers: { cookie } });
  const security = async (cookie: string, who: 'auth' | 'practitioners' = 'auth') =>
    (await t.app.inject({ method: 'GET', url: `/api/${who}/security`, headers: { cookie } })).json() as {
      email: string;
      emailVerified: boolean;
      hasPassword: boolean;
      linked: { id: string; label: string }[];
      events: { event: string; method: string | null; ipAddress: string | null }[];
    };

  it.runIf(available)('offers exactly the configured providers, with their labels', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/sign-in-options' });
    expect(res.json()).toEqual({
      providers: [
        { id: 'local', label: 'Local ID' },
        { id: 'brief', label: 'Brief' },
        { id: 'post', label: 'Post' },
      ],
    });
  });

  it.runIf(available)(
    'sends the browser to the provider with state, nonce and PKCE (S256) and the exact redirect URI',
    async () => {
      const { authorizationUrl, res } = await startProviderFlow(t.app, '/api/auth/oidc/local');
      expect(authorizationUrl.origin).toBe(local.issuer);
      const q = authorizationUrl.searchParams;
      expect(q.get('redirect_uri')).toBe(callbackOf('local'));
      expect(q.get('client_id')).toBe('mtc');
      expect(q.get('code_challenge_method')).toBe('S256');
      expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
      expect(q.get('state')).toMatch(/^[\w-]{20,}$/);
      expect(q.get('nonce')).toMatch(/^[\w-]{20,}$/);
      expect(res.headers['set-cookie']).toMatch(/mtc_oidc_flow=[^;]+;.*HttpOnly/);
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/oidc/nowhere' })).statusCode).toBe(404);
    },
  );

  it.runIf(available)(
    'a first sign-in creates the consumer account and goes to onboarding; the card names the provider',
    async () => {
      const { res } = await signIn('ana');
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/onboarding');
      const cookie = sessionCookie(res).startsWith('mtc_session')
        ? sessionCookie(res)
        : `mtc_session=${cookiesOf(res).get('mtc_session')}`;
      const user = await me(cookie);
      expect(user.statusCode).toBe(200);
      expect(user.json()).toMatchObject({
        authProvider: 'local',
        email: 'ana@local.test',
        firstName: 'Ana',
        lastName: 'Tester',
        onboardingCompleted: false,
        language: 'english',
      });
      expect(hasNoSecrets(user.body)).toBe(true);
      const list = await security(cookie);
      expect(list).toMatchObject({ emailVerified: true, hasPassword: false, linked: [{ id: 'local', label: 'Local ID' }] });
      expect(list.events.map((e) => [e.event, e.method])).toEqual([
        ['sign-in', 'local'],
        ['sign-up', 'local'],
      ]);
      expect(list.events[0].ipAddress).toBe('127.0.0.1');
    },
  );

  it.runIf(available)('a first sign-in keeps the language the login page was in; a locale not ours is ignored', async () => {
    const languageOf = async (r: Awaited<ReturnType<typeof signIn>>) =>
      ((await me(`mtc_session=${cookiesOf(r.res).get('mtc_session')}`)).json() as { language: string }).language;
    expect(await languageOf(await signIn('lucia', '/api/auth/oidc/local?locale=es'))).toBe('spanish');
    expect(await languageOf(await signIn('mei', '/api/auth/oidc/local?locale=zh'))).toBe('chinese');
    expect(await languageOf(await signIn('olaf', '/api/auth/oidc/local?locale=klingon'))).toBe('english');
    // Ignored, not refused, mid-navigation: a repeated or an overlong value.
    expect(await languageOf(await signIn('pat', '/api/auth/oidc/local?locale=es&locale=zh'))).toBe('english');
    expect(await languageOf(await signIn('quin', '/api/auth/oidc/local?locale=zh-Hans-CN-x-private'))).toBe('english');
    // A later sign-in from another language does not change the account's.
    expect(await languageOf(await signIn('lucia', '/api/auth/oidc/local?locale=zh'))).toBe('spanish');
  });

  it.runIf(available)('a later sign-in with the same provider and subject opens the same account', async () => {
    const first = await signIn('ben');
    const second = await signIn('ben');
    const id = async (r: typeof first) =>
      ((await me(`mtc_session=${cookiesOf(r.res).get('mtc_session')}`)).json() as { id: number }).id;
    expect(await id(second)).toBe(await id(first));
  });

  it.runIf(available)('refuses an answer whose state does not match this browser’s flow, and signs nobody in', async () => {
    const flow = await startProviderFlow(t.app, '/api/auth/oidc/local');
    const answer = await new ProviderBrowser(local.issuer).signIn(flow.authorizationUrl, 'carla');
    answer.url.searchParams.set('state', 'forged-state-value-forged-state-value');
    const res = await returnToApp(t.app, answer.url, cookieHeader(['mtc_oidc_flow', flow.flowCookie]));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/login?signInError=state');
    expect(cookiesOf(res).get('mtc_session')).toBeUndefined();
    // Nor from a browser that never started it (no flow cookie): login CSRF.
    const other = await startProviderFlow(t.app, '/api/auth/oidc/local');
    const otherAnswer = await new ProviderBrowser(local.issuer).signIn(other.authorizationUrl, 'carla');
    const stranger = await returnToApp(t.app, otherAnswer.url, '');
    expect(stranger.headers.location).toBe('/login?signInError=state');
  });

  it.runIf(available)('refuses a replayed answer: each flow is used once', async () => {
    const { res, flow, answer } = await signIn('dora');
    expect(res.headers.location).toBe('/onboarding');
    const replay = await returnToApp(t.app, answer.url, cookieHeader(['mtc_oidc_flow', flow.flowCookie]));
    expect(replay.headers.location).toBe('/login?signInError=state');
    expect(cookiesOf(replay).get('mtc_session')).toBeUndefined();
  });

  it.runIf(available)('refuses an ID token whose nonce is not the one this flow sent', async () => {
    const flow = await startProviderFlow(t.app, '/api/auth/oidc/local');
    // Same state and PKCE challenge, but another nonce: as if a token from another request were injected.
    flow.authorizationUrl.searchParams.set('nonce', 'another-request-s-nonce-value');
    const answer = await new ProviderBrowser(local.issuer).signIn(flow.authorizationUrl, 'eli');
    const res = await returnToApp(t.app, answer.url, cookieHeader(['mtc_oidc_flow', flow.flowCookie]));
    expect(res.headers.location).toBe('/login?signInError=token');
    expect(cookiesOf(res).get('mtc_session')).toBeUndefined();
  });

  it.runIf(available)(
    'refuses a genuine ID token issued to another client (wrong audience), and a forged signature',
    async () => {
      const flow = await startProviderFlow(t.app, '/api/auth/oidc/local');
      // A real token of the same provider for the client 'intruder', with our flow's nonce.
      const intruder = await client.discovery(new URL(local.issuer), 'intruder', 'intruder-secret', undefined, {
        execute: [client.allowInsecureRequests],
      });
      const verifier = client.randomPKCECodeVerifier();
      const intruderUrl = client.buildAuthorizationUrl(intruder, {
        redirect_uri: 'http://127.0.0.1:9/intruder',
        scope: 'openid email',
        nonce: flow.authorizationUrl.searchParams.get('nonce') ?? '',
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
      });
      const intruderAnswer = await new ProviderBrowser(local.issuer).signIn(intruderUrl, 'fay');
      const intruderTokens = await client.authorizationCodeGrant(intruder, intruderAnswer.url, {
        pkceCodeVerifier: verifier,
        expectedNonce: flow.authorizationUrl.searchParams.get('nonce') ?? '',
      });
      expect(intruderTokens.claims()?.aud).toBe('intruder');

      local.rewriteIdToken(() => intruderTokens.id_token ?? '');
      try {
        const answer = await new ProviderBrowser(local.issuer).signIn(flow.authorizationUrl, 'fay');
        const res = await returnToApp(t.app, answer.url, cookieHeader(['mtc_oidc_flow', flow.flowCookie]));
        expect(res.headers.location).toBe('/login?signInError=token');
        expect(cookiesOf(res).get('mtc_session')).toBeUndefined();

        local.rewriteIdToken((token) => `${token.slice(0, -6)}${token.slice(-6).split('').reverse().join('')}`);
        const forged = await signIn('fay');
        expect(forged.res.headers.location).toBe('/login?signInError=token');
      } finally {
        local.rewriteIdToken(null);
      }
    },
  );

  it.runIf(available)('refuses an expired authorization code', async () => {
    const flow = await startProviderFlow(t.app, '/api/auth/oidc/brief');
    const answer = await new ProviderBrowser(brief.issuer).signIn(flow.authorizationUrl, 'gus');
    await new Promise((resolve) => setTimeout(resolve, (BRIEF_CODE_SECONDS + 1) * 1000 + 100));
    const res = await returnToApp(t.app, answer.url, cookieHeader(['mtc_oidc_flow', flow.flowCookie]));
    expect(res.headers.location).toBe('/login?signInError=grant');
  });

  it.runIf(available)('accepts the answer as a cross-site form POST (response_mode=form_post, as Apple sends it)', async () => {
    const flow = await startProviderFlow(t.app, '/api/auth/oidc/post');
    expect(flow.authorizationUrl.searchParams.get('response_mode')).toBe('form_post');
    const { res, answer } = await signIn('quinn', '/api/auth/oidc/post');
    expect(answer.form?.get('code')).toBeTruthy();
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/onboarding');
    expect((await me(`mtc_session=${cookiesOf(res).get('mtc_session')}`)).json()).toMatchObject({ authProvider: 'post' });
    // Other cross-site POSTs are still refused.
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email-link',
      payload: { email: 'x@example.com' },
      headers: { origin: 'https://appleid.apple.com' },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it.runIf(available)('reads the address from UserInfo when the provider keeps it out of the ID token', async () => {
    const { res } = await signIn('hana', '/api/auth/oidc/brief');
    expect(res.headers.location).toBe('/onboarding');
    expect((await me(`mtc_session=${cookiesOf(res).get('mtc_session')}`)).json()).toMatchObject({
      email: 'hana@local.test',
      authProvider: 'brief',
    });
  });

  it.runIf(available)(
    'only ever uses the registered redirect URI: a foreign one is refused by the provider and at the code exchange',
    async () => {
      const flow = await startProviderFlow(t.app, '/api/auth/oidc/local');
      const foreign = new URL(flow.authorizationUrl);
      foreign.searchParams.set('redirect_uri', 'https://evil.example/callback');
      const refused = await fetch(foreign, { redirect: 'manual' });
      expect(refused.status).toBe(400);
      expect(refused.headers.get('location')).toBeNull();

      // A code the provider sent to another URI (here one the client also registered) is refused at
      // the exchange, because the app names its own configured URI there.
      const elsewhere = new URL(flow.authorizationUrl);
      elsewhere.searchParams.set('redirect_uri', ELSEWHERE);
      const answer = await new ProviderBrowser(local.issuer).signIn(elsewhere, 'ivy');
      expect(answer.url.href.startsWith(ELSEWHERE)).toBe(true);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/auth/oidc/local/callback${answer.url.search}`,
        headers: { cookie: cookieHeader(['mtc_oidc_flow', flow.flowCookie]) },
      });
      expect(res.headers.location).toBe('/login?signInError=grant');
    },
  );

  it.runIf(available)('a practitioner’s first sign-in creates a practitioner with the licence still to complete', async () => {
    const { res } = await signIn('jun', '/api/practitioners/oidc/local');
    expect(res.headers.location).toBe('/practitioner/dashboard');
    const cookie = `mtc_practitioner_session=${cookiesOf(res).get('mtc_practitioner_session')}`;
    const p = (await me(cookie, 'practitioners')).json() as {
      id: number;
      licenseNumber: string;
      firstName: string;
      email: string;
    };
    expect(p).toMatchObject({ firstName: 'Jun', email: 'jun@local.test', licenseNumber: '' });
    const done = await t.app.inject({
      method: 'PUT',
      url: `/api/practitioners/${p.id}/licence`,
      headers: { cookie },
      payload: { firstName: 'Jun', lastName: 'Park', licenseNumber: 'LAC-7788', licenseState: 'NY' },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ licenseNumber: 'LAC-7788', licenseState: 'NY', lastName: 'Park' });
    // The same person signing in as a consumer gets a consumer account of their own.
    const consumer = await signIn('jun');
    expect(consumer.res.headers.location).toBe('/onboarding');
  });

  it.runIf(available)(
    'links a provider to a signed-in account, signs in with it, and unlinks it while a password remains',
    async () => {
      const register = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { username: `kai${kind}`, email: `kai.${kind}@example.com`, password: 'kai-password', firstName: 'Kai' },
      });
      const cookie = sessionCookie(register);
      const { id } = register.json() as { id: number };
      const linked = await signIn('kai-at-local', '/api/auth/oidc/local/link', cookie);
      expect(linked.res.headers.location).toBe('/profile/privacy?linked=local');
      expect((await me(cookie)).json()).toMatchObject({ authProvider: 'local' });
      expect((await security(cookie)).linked.map((l) => l.id)).toEqual(['local']);

      const viaProvider = await signIn('kai-at-local');
      expect(viaProvider.res.headers.location).toBe('/onboarding');
      expect(((await me(`mtc_session=${cookiesOf(viaProvider.res).get('mtc_session')}`)).json() as { id: number }).id).toBe(id);

      // Linking the same identity to another account is refused.
      const other = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { username: `lou${kind}`, email: `lou.${kind}@example.com`, password: 'lou-password', firstName: 'Lou' },
      });
      const again = await signIn('kai-at-local', '/api/auth/oidc/local/link', sessionCookie(other));
      expect(again.res.headers.location).toBe('/profile/privacy?signInError=already-linked');

      const unlink = await t.app.inject({ method: 'DELETE', url: '/api/auth/oidc/local', headers: { cookie } });
      expect(unlink.statusCode).toBe(204);
      expect((await me(cookie)).json()).toMatchObject({ authProvider: 'email' });
      const events = (await security(cookie)).events.map((e) => e.event);
      expect(events).toEqual(expect.arrayContaining(['provider-linked', 'provider-unlinked']));
    },
  );

  it.runIf(available)('refuses to unlink the last way in', async () => {
    // The provider does not vouch for this address, so the account has no verified email and no password.
    const { res } = await signIn('unproved');
    const cookie = `mtc_session=${cookiesOf(res).get('mtc_session')}`;
    expect(await security(cookie)).toMatchObject({ hasPassword: false, emailVerified: false });
    const unlink = await t.app.inject({ method: 'DELETE', url: '/api/auth/oidc/local', headers: { cookie } });
    expect(unlink.statusCode).toBe(409);
    expect(unlink.json()).toEqual({
      message: 'This is your only way to sign in. Set a password or verify your email address before you unlink it.',
    });
  });

  it.runIf(available)('never merges into an account whose address was not proved; the demo logins cannot link', async () => {
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: `mo${kind}`, email: 'mo@local.test', password: 'mo-password', firstName: 'Mo' },
    });
    expect(register.statusCode).toBe(201);
    const { res } = await signIn('mo');
    expect(res.headers.location).toBe('/login?signInError=email-in-use');
    expect(cookiesOf(res).get('mtc_session')).toBeUndefined();

    const demo = await loginDemo(t.app);
    const link = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/local/link', headers: { cookie: demo } });
    expect(link.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/oidc/local/link' })).statusCode).toBe(401);
  });

  it.runIf(available)(
    'an address the provider does not vouch for neither links nor refuses: the new account keeps it unclaimed',
    async () => {
      const holder = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { username: `held${kind}`, email: 'held@local.test', password: 'held-password', firstName: 'Hel' },
      });
      expect(holder.statusCode).toBe(201);
      const { res } = await signIn('claimer');
      // Signed in to a new account, as for any address nobody uses: nothing says the address is taken.
      expect(res.headers.location).not.toMatch(/signInError/);
      const cookie = `mtc_session=${cookiesOf(res).get('mtc_session')}`;
      const mine = (await me(cookie)).json() as { id: number; email: string };
      expect(mine.id).not.toBe((holder.json() as { id: number }).id);
      expect(mine.email).toBe('held@local.test');
      expect(await security(cookie)).toMatchObject({ emailVerified: false });
    },
  );

  it.runIf(available)('starts a fresh session: a session cookie held before the sign-in stops working', async () => {
    const before = await loginDemo(t.app, 'test');
    const { res } = await signIn('noor', '/api/auth/oidc/local', before);
    const after = `mtc_session=${cookiesOf(res).get('mtc_session')}`;
    expect(after).not.toBe(before);
    expect((await me(before)).statusCode).toBe(401);
    expect((await me(after)).statusCode).toBe(200);
  });
});
