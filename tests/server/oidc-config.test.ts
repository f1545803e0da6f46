import { createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appleClientSecret } from '../../src/server/auth/oidc/apple-client-secret.ts';
import { loadConfig } from '../../src/server/config.ts';

const base = { PUBLIC_URL: 'https://mtc.example' };

describe('OpenID provider configuration', () => {
  it('reads the Google and Apple presets and any other provider from the environment', () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const config = loadConfig({
      ...base,
      OIDC_PROVIDERS: 'google, apple,acme',
      OIDC_GOOGLE_CLIENT_ID: 'g-id',
      OIDC_GOOGLE_CLIENT_SECRET: 'g-secret',
      OIDC_APPLE_CLIENT_ID: 'com.example.web',
      OIDC_APPLE_TEAM_ID: 'TEAM123456',
      OIDC_APPLE_KEY_ID: 'KEY1234567',
      // As pasted on one line.
      OIDC_APPLE_PRIVATE_KEY: pem.replaceAll('\n', '\\n'),
      OIDC_ACME_ISSUER: 'https://login.acme.example',
      OIDC_ACME_CLIENT_ID: 'acme-id',
      OIDC_ACME_CLIENT_SECRET: 'acme-secret',
    });
    expect(config.oidcProviders.map((p) => [p.id, p.label, p.issuer, p.responseMode, p.redirectUri])).toEqual([
      ['google', 'Google', 'https://accounts.google.com', 'query', 'https://mtc.example/api/auth/oidc/google/callback'],
      ['apple', 'Apple', 'https://appleid.apple.com', 'form_post', 'https://mtc.example/api/auth/oidc/apple/callback'],
      ['acme', 'Acme', 'https://login.acme.example', 'query', 'https://mtc.example/api/auth/oidc/acme/callback'],
    ]);
    expect(config.oidcProviders[1].scope).toBe('openid email name');
    expect(config.oidcProviders[1].clientAuth).toMatchObject({ kind: 'apple', privateKey: pem.trim() });
  });

  it('refuses to start with a provider it cannot use, naming each problem', () => {
    expect(() => loadConfig({ ...base, OIDC_PROVIDERS: 'acme', OIDC_ACME_ISSUER: 'http://login.acme.example' })).toThrow(
      /OIDC_ACME_ISSUER: must be an https:\/\/ URL \(http:\/\/ only for localhost\).*OIDC_ACME_CLIENT_ID/,
    );
    expect(() => loadConfig({ ...base, OIDC_PROVIDERS: 'google', OIDC_GOOGLE_CLIENT_ID: 'g' })).toThrow(
      /OIDC_GOOGLE_CLIENT_SECRET/,
    );
    expect(() => loadConfig({ ...base, OIDC_PROVIDERS: 'apple', OIDC_APPLE_CLIENT_ID: 'a' })).toThrow(/OIDC_APPLE_TEAM_ID/);
    expect(() => loadConfig({ ...base, OIDC_PROVIDERS: 'not valid!' })).toThrow(/not a name/);
    expect(
      loadConfig({ ...base, OIDC_PROVIDERS: 'local', OIDC_LOCAL_ISSUER: 'http://127.0.0.1:4011', OIDC_LOCAL_CLIENT_ID: 'x' })
        .oidcProviders[0].clientAuth,
    ).toEqual({ kind: 'none' });
    expect(loadConfig(base).oidcProviders).toEqual([]);
  });

  it("makes Apple's client secret: an ES256 JWT for Apple, signed by the team's key", () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const secret = appleClientSecret({
      teamId: 'TEAM123456',
      keyId: 'KEY1234567',
      clientId: 'com.example.web',
      privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    });
    const [header, payload, signature] = secret.split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ alg: 'ES256', kid: 'KEY1234567' });
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, number | string>;
    expect(claims).toMatchObject({ iss: 'TEAM123456', sub: 'com.example.web', aud: 'https://appleid.apple.com' });
    expect(Number(claims.exp) - Number(claims.iat)).toBeLessThanOrEqual(15_777_000);
    const valid = verify(
      'sha256',
      Buffer.from(`${header}.${payload}`),
      { key: createPublicKey(publicKey.export({ type: 'spki', format: 'pem' })), dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    expect(valid).toBe(true);
  });
});
