import { createPrivateKey, sign } from 'node:crypto';

/** Apple's audience for client secrets (Sign in with Apple REST API, "Creating a client secret"). */
const APPLE_AUDIENCE = 'https://appleid.apple.com';
/** Apple accepts up to six months; a secret made per token request needs only minutes. */
const LIFETIME_S = 5 * 60;

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * The client secret Apple expects instead of a fixed one: a JWT signed with ES256 by the team's
 * private key (.p8), naming the team (iss), the Services ID (sub) and Apple (aud).
 */
export function appleClientSecret(options: { teamId: string; keyId: string; privateKey: string; clientId: string }): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url({ alg: 'ES256', kid: options.keyId });
  const payload = base64url({ iss: options.teamId, iat: now, exp: now + LIFETIME_S, aud: APPLE_AUDIENCE, sub: options.clientId });
  const signature = sign('sha256', Buffer.from(`${header}.${payload}`), {
    key: createPrivateKey(options.privateKey),
    // JWS wants the raw r||s signature, not DER.
    dsaEncoding: 'ieee-p1363',
  });
  return `${header}.${payload}.${signature.toString('base64url')}`;
}
