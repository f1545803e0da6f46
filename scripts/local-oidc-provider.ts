/**
 * A real OpenID Connect provider on this machine (oidc-provider, certified), for `npm run dev:oidc`,
 * the API tests and the end-to-end tests: no identity provider is ever mocked. Its sign-in page is
 * oidc-provider's development page; the accounts below give it names and addresses.
 */
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC, type ProviderConfiguration } from 'oidc-provider';

export interface LocalOidcClient {
  clientId: string;
  clientSecret: string;
  /** Exactly the redirect URIs the provider accepts for this client. */
  redirectUris: string[];
}

/** What the provider says about a person who signs in with this login. */
export interface LocalAccount {
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
}

export interface LocalOidcOptions {
  /** 0 (default): any free port. */
  port?: number;
  host?: string;
  clients: LocalOidcClient[];
  /** By login; any other login signs in as `${login}@local.test`, verified, named after the login. */
  accounts?: Record<string, LocalAccount>;
  /** How long an authorization code lives (oidc-provider's default: 60 s). */
  authorizationCodeSeconds?: number;
  /** true: the address and name only at the UserInfo endpoint (the OpenID Connect default), as some providers do. */
  claimsAtUserInfoOnly?: boolean;
}

export interface LocalOidcProvider {
  issuer: string;
  port: number;
  /**
   * Tests only: rewrites each token response's ID token (an attacker's or a broken provider's
   * answer) until called with null.
   */
  rewriteIdToken(rewrite: ((idToken: string) => string | Promise<string>) | null): void;
  close(): Promise<void>;
}

function accountOf(login: string, accounts: Record<string, LocalAccount>): LocalAccount {
  const known = accounts[login];
  if (known) return known;
  const name = login.replace(/[^a-z0-9]/gi, '') || 'Local';
  return {
    email: login.includes('@') ? login : `${login}@local.test`,
    emailVerified: true,
    givenName: name.charAt(0).toUpperCase() + name.slice(1),
    familyName: 'Tester',
  };
}

export async function startLocalOidcProvider(options: LocalOidcOptions): Promise<LocalOidcProvider> {
  const accounts = options.accounts ?? {};
  const server: Server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const issuer = `http://${options.host ?? '127.0.0.1'}:${port}`;
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  const configuration: ProviderConfiguration = {
    clients: options.clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: c.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    jwks: { keys: [{ ...signingKey, use: 'sig', kid: 'local-1' }] },
    cookies: { keys: ['local-oidc-provider-dev-only'] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    conformIdTokenClaims: options.claimsAtUserInfoOnly ?? false,
    ttl: {
      AuthorizationCode: options.authorizationCodeSeconds ?? 60,
      AccessToken: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    async findAccount(_ctx: KoaContextWithOIDC, sub: string) {
      const account = accountOf(sub, accounts);
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.email,
          email_verified: account.emailVerified,
          given_name: account.givenName,
          family_name: account.familyName,
          name: `${account.givenName} ${account.familyName}`,
        }),
      };
    },
    // The local clients are first-party: what they ask for is granted without a consent page.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { oidc } = ctx;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(oidc.client?.clientId ?? '');
      if (grantId) return oidc.provider.Grant.find(grantId);
      if (!oidc.session?.accountId || !oidc.client) return undefined;
      const grant = new oidc.provider.Grant({ clientId: oidc.client.clientId, accountId: oidc.session.accountId });
      grant.addOIDCScope([...oidc.requestParamOIDCScopes].join(' '));
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);

  let rewrite: ((idToken: string) => string | Promise<string>) | null = null;
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: unknown } | undefined;
    if (rewrite && ctx.oidc?.route === 'token' && typeof body?.id_token === 'string') {
      ctx.body = { ...body, id_token: await rewrite(body.id_token) };
    }
  });
  server.on('request', provider.callback());

  return {
    issuer,
    port,
    rewriteIdToken(next) {
      rewrite = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
