import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** Every cookie a response set (a cleared one has an empty value), by name. */
export function cookiesOf(res: LightMyRequestResponse): Map<string, string> {
  const header = res.headers['set-cookie'];
  const lines = Array.isArray(header) ? header : header ? [header] : [];
  const found = new Map<string, string>();
  for (const line of lines) {
    const [pair] = line.split(';');
    const eq = pair.indexOf('=');
    found.set(pair.slice(0, eq), pair.slice(eq + 1));
  }
  return found;
}

/** A Cookie header from name=value pairs (empty values left out). */
export function cookieHeader(...pairs: [string, string | undefined][]): string {
  return pairs
    .filter(([, v]) => v)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
}

/** Starts a provider sign-in (or link) at the app: where the browser goes, and the flow cookie. */
export async function startProviderFlow(
  app: FastifyInstance,
  path: string,
  cookie?: string,
): Promise<{ authorizationUrl: URL; flowCookie: string; res: LightMyRequestResponse }> {
  const res = await app.inject({ method: 'GET', url: path, headers: cookie ? { cookie } : {} });
  if (res.statusCode !== 302) throw new Error(`start answered ${res.statusCode}: ${res.body}`);
  const flowCookie = cookiesOf(res).get('mtc_oidc_flow');
  if (!flowCookie) throw new Error('no flow cookie');
  return { authorizationUrl: new URL(String(res.headers.location)), flowCookie, res };
}

/** Brings the provider's answer back to the app's callback, as the browser would. */
export function returnToApp(app: FastifyInstance, callback: URL, cookie: string, form?: URLSearchParams) {
  const url = `${callback.pathname}${callback.search}`;
  if (form) {
    return app.inject({
      method: 'POST',
      url,
      payload: form.toString(),
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', origin: 'https://appleid.apple.com' },
    });
  }
  return app.inject({ method: 'GET', url, headers: { cookie } });
}
