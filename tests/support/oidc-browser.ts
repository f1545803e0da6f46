/**
 * A person at the local provider's sign-in page, over real HTTP: follows the provider's
 * redirects with its cookies, fills in the login form, and stops at the first redirect that
 * leaves the provider (the answer for our callback).
 */
export class ProviderBrowser {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly issuer: string) {}

  private cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private keep(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq > 0) this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  }

  private async request(url: string, init: RequestInit = {}): Promise<Response> {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string> | undefined), cookie: this.cookieHeader() },
    });
    this.keep(res);
    return res;
  }

  /**
   * Opens an authorization URL and signs in as `login`; answers the URL the provider sends the
   * browser back to (query mode) or the fields it posts there (form_post mode).
   */
  async signIn(authorizationUrl: string | URL, login: string): Promise<{ url: URL; form?: URLSearchParams }> {
    let res = await this.request(String(authorizationUrl));
    for (let step = 0; step < 12; step += 1) {
      const location = res.headers.get('location');
      if (location) {
        const next = new URL(location, res.url || this.issuer);
        if (!next.href.startsWith(this.issuer)) return { url: next };
        res = await this.request(next.href);
        continue;
      }
      const html = await res.text();
      if (res.status !== 200) throw new Error(`provider answered ${res.status}: ${html.slice(0, 300)}`);
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
      if (!action) throw new Error(`no form on the provider page: ${html.slice(0, 300)}`);
      // A form_post answer: an auto-submitting form of hidden fields aimed at our callback.
      if (!action.startsWith(this.issuer)) {
        const form = new URLSearchParams();
        for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g))
          form.append(m[1], decodeEntities(m[2]));
        return { url: new URL(action), form };
      }
      const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1] ?? 'login';
      const body = new URLSearchParams({ prompt, login, password: 'any password' });
      res = await this.request(action, {
        method: 'POST',
        body: body.toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    }
    throw new Error('the provider never sent the browser back');
  }
}

function decodeEntities(value: string): string {
  return value
    .replace(/&#(\d+);/g, (_m, n: string) => String.fromCharCode(Number(n)))
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&');
}
