/**
 * `npm run dev:oidc [-- --port 4011 --app http://localhost:5000]`: a local OpenID Connect provider
 * (oidc-provider) with a demo user, to try provider sign-in without Google or Apple. It prints
 * the environment the app needs; start the app with it in another terminal.
 */
import { parseArgs } from 'node:util';
import { startLocalOidcProvider } from './local-oidc-provider.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4011' },
    app: { type: 'string', default: 'http://localhost:5000' },
  },
});
const app = (values.app ?? 'http://localhost:5000').replace(/\/$/, '');
const clientId = 'mtc-local';
const clientSecret = 'mtc-local-dev-secret';

const provider = await startLocalOidcProvider({
  port: Number(values.port),
  clients: [
    {
      clientId,
      clientSecret,
      // The app's callback, as served by `npm start` and through Vite's proxy in `npm run dev`.
      redirectUris: [`${app}/api/auth/oidc/local/callback`, 'http://localhost:5173/api/auth/oidc/local/callback'],
    },
  ],
  accounts: {
    demo: { email: 'dana.demo@local.test', emailVerified: true, givenName: 'Dana', familyName: 'Demo' },
  },
});

console.log(`Local OpenID provider at ${provider.issuer}
Demo user: login "demo" with any password (Dana Demo, dana.demo@local.test); any other login works too.

Start the app with:
  OIDC_PROVIDERS=local OIDC_LOCAL_ISSUER=${provider.issuer} OIDC_LOCAL_CLIENT_ID=${clientId} \\
  OIDC_LOCAL_CLIENT_SECRET=${clientSecret} OIDC_LOCAL_LABEL="Local ID" PUBLIC_URL=${app} npm start

Then choose "Continue with Local ID" on ${app}/login or ${app}/practitioner/login. Ctrl+C stops the provider.`);

const stop = () => void provider.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
