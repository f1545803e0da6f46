import * as client from 'openid-client';
import type { OidcErrorCode } from '../../../contract/sign-in.ts';
import { appleClientSecret } from './apple-client-secret.ts';
import type { OidcProviderConfig } from './provider-config.ts';

/** What a provider tells us about the person, after openid-client has checked the ID token. */
export interface ProviderIdentity {
  provider: string;
  /** The ID token's subject: with the provider, the identity's key. */
  subject: string;
  email: string | null;
  /** Whether the provider says it verified the address (Apple sends the string "true"). */
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
}

/** The secrets of one authorization request, kept until its callback. */
export interface FlowChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** A sign-in that came back without an identity, and why (contract OIDC_ERROR_CODES). */
export class OidcFailure extends Error {
  constructor(
    readonly code: OidcErrorCode,
    cause?: unknown,
  ) {
    super(`OpenID Connect sign-in failed: ${code}`, { cause });
  }
}

const DISCOVERY_TIMEOUT_S = 10;

/**
 * The app as a relying party of each configured provider, through openid-client (certified):
 * discovery once per provider (retried after a failure), the authorization request with state,
 * nonce and PKCE (S256), and the code exchange whose ID token openid-client checks (signature
 * against the provider's keys, issuer, audience = our client id, expiry, nonce).
 */
export class RelyingParty {
  private readonly configurations = new Map<string, Promise<client.Configuration>>();
  private readonly byId: Map<string, OidcProviderConfig>;

  constructor(readonly providers: OidcProviderConfig[]) {
    this.byId = new Map(providers.map((p) => [p.id, p]));
  }

  provider(id: string): OidcProviderConfig | undefined {
    return this.byId.get(id);
  }

  private configuration(provider: OidcProviderConfig): Promise<client.Configuration> {
    let found = this.configurations.get(provider.id);
    if (!found) {
      found = discover(provider);
      // A provider that was down is asked again next time rather than remembered as broken.
      found.catch(() => this.configurations.delete(provider.id));
      this.configurations.set(provider.id, found);
    }
    return found;
  }

  /** The provider's authorization URL for a new flow. */
  async authorizationUrl(provider: OidcProviderConfig, checks: FlowChecks): Promise<URL> {
    const config = await this.configuration(provider).catch((error: unknown) => {
      throw new OidcFailure('unavailable', error);
    });
    const parameters: Record<string, string> = {
      redirect_uri: provider.redirectUri,
      scope: provider.scope,
      state: checks.state,
      nonce: checks.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
    };
    if (provider.responseMode === 'form_post') parameters.response_mode = 'form_post';
    return client.buildAuthorizationUrl(config, parameters);
  }

  /**
   * Exchanges the callback's code for tokens and returns the checked identity. The redirect URI
   * sent with the code is the configured one, never the address the request arrived at.
   */
  async complete(provider: OidcProviderConfig, callback: URLSearchParams, checks: FlowChecks): Promise<ProviderIdentity> {
    const config = await this.configuration(provider).catch((error: unknown) => {
      throw new OidcFailure('unavailable', error);
    });
    const currentUrl = new URL(provider.redirectUri);
    for (const [key, value] of callback) currentUrl.searchParams.append(key, value);
    let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
    try {
      tokens = await client.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      throw new OidcFailure(failureCode(error), error);
    }
    const claims = tokens.claims();
    if (!claims) throw new OidcFailure('token');
    let profile: Record<string, unknown> = claims;
    // Providers that keep the address out of the ID token give it at the UserInfo endpoint.
    if (typeof claims.email !== 'string' && config.serverMetadata().userinfo_endpoint && tokens.access_token) {
      try {
        profile = { ...(await client.fetchUserInfo(config, tokens.access_token, claims.sub)), ...claims };
      } catch (error) {
        throw new OidcFailure(failureCode(error), error);
      }
    }
    const appleUser = appleUserField(callback.get('user'));
    const email = typeof profile.email === 'string' && profile.email.length <= 254 ? profile.email : null;
    return {
      provider: provider.id,
      subject: claims.sub,
      email,
      emailVerified: email !== null && (profile.email_verified === true || profile.email_verified === 'true'),
      firstName: text(profile.given_name) ?? appleUser.firstName ?? firstWord(profile.name),
      lastName: text(profile.family_name) ?? appleUser.lastName ?? restWords(profile.name),
    };
  }
}

async function discover(provider: OidcProviderConfig): Promise<client.Configuration> {
  const insecure = new URL(provider.issuer).protocol === 'http:';
  const auth: client.ClientAuth =
    provider.clientAuth.kind === 'secret'
      ? client.ClientSecretPost(provider.clientAuth.secret)
      : provider.clientAuth.kind === 'apple'
        ? appleClientAuth(provider.clientId, provider.clientAuth)
        : client.None();
  return client.discovery(new URL(provider.issuer), provider.clientId, undefined, auth, {
    timeout: DISCOVERY_TIMEOUT_S,
    execute: [
      // The ID token's signature is checked against the provider's published keys too, not only
      // trusted because it came over TLS from the token endpoint.
      client.enableNonRepudiationChecks,
      // Plain HTTP is allowed only for an issuer on this machine (provider-config.ts checks that).
      ...(insecure ? [client.allowInsecureRequests] : []),
    ],
  });
}

/** Apple's client secret is a short-lived ES256 JWT signed with the team's private key, made per request. */
function appleClientAuth(clientId: string, apple: { teamId: string; keyId: string; privateKey: string }): client.ClientAuth {
  return (as, metadata, body, headers) => {
    client.ClientSecretPost(appleClientSecret({ ...apple, clientId }))(as, metadata, body, headers);
  };
}

function failureCode(error: unknown): OidcErrorCode {
  if (error instanceof client.AuthorizationResponseError) return 'cancelled';
  if (error instanceof client.ResponseBodyError) return 'grant';
  if (error instanceof client.ClientError) return 'token';
  return 'unavailable';
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 100) : null);
const firstWord = (v: unknown) => text(v)?.split(/\s+/)[0] ?? null;
const restWords = (v: unknown) => text(v)?.split(/\s+/).slice(1).join(' ') || null;

/** Apple posts the person's name once, on the first sign-in, as a JSON form field (not signed: names only). */
function appleUserField(raw: string | null): { firstName: string | null; lastName: string | null } {
  if (!raw || raw.length > 2000) return { firstName: null, lastName: null };
  try {
    const parsed = JSON.parse(raw) as { name?: { firstName?: unknown; lastName?: unknown } };
    return { firstName: text(parsed.name?.firstName), lastName: text(parsed.name?.lastName) };
  } catch {
    return { firstName: null, lastName: null };
  }
}
