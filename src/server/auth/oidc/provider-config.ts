import { z } from 'zod';

/**
 * One OpenID Connect provider offered on the sign-in pages, as the environment configures it
 * (OIDC_PROVIDERS names them; OIDC_<NAME>_* configures each). Google and Apple are presets:
 * their issuer, scopes, response mode and (Apple) private-key client secret are known.
 */
export interface OidcProviderConfig {
  /** The name in OIDC_PROVIDERS, lower case: also the users.auth_provider value and the URL segment. */
  id: string;
  /** What the buttons and the home card show: 'Google', 'Apple', or OIDC_<NAME>_LABEL. */
  label: string;
  issuer: string;
  clientId: string;
  clientAuth:
    { kind: 'secret'; secret: string } | { kind: 'none' } | { kind: 'apple'; teamId: string; keyId: string; privateKey: string };
  scope: string;
  /** Apple answers with a form POST to the callback; everyone else with a redirect carrying a query. */
  responseMode: 'query' | 'form_post';
  /** The one redirect URI this provider may send people back to (register exactly this one there). */
  redirectUri: string;
}

const PRESETS: Record<string, { label: string; issuer: string; scope: string; responseMode: 'query' | 'form_post' }> = {
  google: { label: 'Google', issuer: 'https://accounts.google.com', scope: 'openid email profile', responseMode: 'query' },
  // Apple sends the name and email only with a form POST (response_mode=form_post).
  apple: { label: 'Apple', issuer: 'https://appleid.apple.com', scope: 'openid email name', responseMode: 'form_post' },
};

const NAME = /^[a-z][a-z0-9]{0,29}$/;
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** An issuer over HTTPS; plain HTTP only on this machine (a local provider for development and tests). */
const Issuer = z
  .string()
  .url()
  .refine((value) => {
    const url = new URL(value);
    return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
  }, 'must be an https:// URL (http:// only for localhost)');
const Text = (max: number) => z.string().trim().min(1).max(max);

/** The redirect URI of a provider: fixed by PUBLIC_URL, never taken from a request. */
export function oidcRedirectUri(publicUrl: string, id: string): string {
  return `${publicUrl}/api/auth/oidc/${id}/callback`;
}

/** Parses OIDC_PROVIDERS and each provider's OIDC_<NAME>_* variables; throws naming every problem. */
export function parseOidcProviders(list: string | undefined, env: NodeJS.ProcessEnv, publicUrl: string): OidcProviderConfig[] {
  const names = (list ?? '')
    .split(',')
    .map((n) => n.trim().toLowerCase())
    .filter(Boolean);
  const problems: string[] = [];
  const providers: OidcProviderConfig[] = [];
  for (const id of new Set(names)) {
    if (!NAME.test(id)) {
      problems.push(`OIDC_PROVIDERS: '${id}' is not a name of letters and digits`);
      continue;
    }
    const prefix = `OIDC_${id.toUpperCase()}_`;
    const get = (key: string) => env[prefix + key]?.trim() || undefined;
    const preset = PRESETS[id];
    const schema = z.object({
      ISSUER: preset ? Issuer.default(preset.issuer) : Issuer,
      CLIENT_ID: Text(300),
      LABEL: Text(40).optional(),
      SCOPE: Text(300).optional(),
      RESPONSE_MODE: z.enum(['query', 'form_post']).optional(),
      CLIENT_SECRET: Text(2000).optional(),
      TEAM_ID: id === 'apple' ? Text(40) : Text(40).optional(),
      KEY_ID: id === 'apple' ? Text(40) : Text(40).optional(),
      PRIVATE_KEY: id === 'apple' ? Text(4000) : Text(4000).optional(),
    });
    const parsed = schema.safeParse({
      ISSUER: get('ISSUER'),
      CLIENT_ID: get('CLIENT_ID'),
      LABEL: get('LABEL'),
      SCOPE: get('SCOPE'),
      RESPONSE_MODE: get('RESPONSE_MODE'),
      CLIENT_SECRET: get('CLIENT_SECRET'),
      TEAM_ID: get('TEAM_ID'),
      KEY_ID: get('KEY_ID'),
      // A PEM pasted into one line keeps its line breaks as \n.
      PRIVATE_KEY: get('PRIVATE_KEY')?.replaceAll('\\n', '\n'),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push(`${prefix}${issue.path.join('.')}: ${issue.message}`);
      continue;
    }
    const c = parsed.data;
    if (id === 'google' && !c.CLIENT_SECRET) {
      problems.push(`${prefix}CLIENT_SECRET: Google needs the client secret of a 'Web application' client`);
      continue;
    }
    providers.push({
      id,
      label: c.LABEL ?? preset?.label ?? id.charAt(0).toUpperCase() + id.slice(1),
      issuer: c.ISSUER,
      clientId: c.CLIENT_ID,
      clientAuth:
        id === 'apple'
          ? { kind: 'apple', teamId: c.TEAM_ID ?? '', keyId: c.KEY_ID ?? '', privateKey: c.PRIVATE_KEY ?? '' }
          : c.CLIENT_SECRET
            ? { kind: 'secret', secret: c.CLIENT_SECRET }
            : { kind: 'none' },
      scope: c.SCOPE ?? preset?.scope ?? 'openid email profile',
      responseMode: c.RESPONSE_MODE ?? preset?.responseMode ?? 'query',
      redirectUri: oidcRedirectUri(publicUrl, id),
    });
  }
  if (problems.length > 0) throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  return providers;
}
