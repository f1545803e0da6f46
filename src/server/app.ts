import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyError, type FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.ts';
import type { Config } from './config.ts';
import { firstPaintFile, firstPaintPage } from './first-paint.ts';
import { databaseReady, type Database } from './db/client.ts';
import { attachSessionCache } from './auth/session-cache.ts';
import { attachUserCache } from './services/user-cache.ts';
import { attachRosterCache } from './services/practitioner/roster-cache.ts';
import { AppMetrics, checkMetricsToken } from './metrics.ts';
import { analysisQueueDepth } from './services/practitioner/analyses.ts';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './auth/rate-limit.ts';
import { HttpError } from './errors.ts';
import { securityHeaders } from './security-headers.ts';
import { authRoutes } from './routes/auth.ts';
import { practitionerAuthRoutes } from './routes/practitioner-auth.ts';
import { imageRoutes } from './routes/images.ts';
import { userRoutes } from './routes/users.ts';
import { EnginePool } from './jobs/engine-pool.ts';
import { ImageStore } from './storage/image-store.ts';
import { extraRoutes } from './routes/registry.ts';
import { RelyingParty } from './auth/oidc/relying-party.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { signInRoutes } from './routes/sign-in-routes.ts';
import { OIDC_CALLBACK_PATH, oidcCallbackRoutes } from './routes/oidc-callback.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  /**
   * Resolves when the API may serve (migrations applied, start-up work done); defaults to the
   * database's readiness. Until then /healthz answers and API requests wait.
   */
  ready?: Promise<void>;
  rateLimits?: RateLimits;
  /** Built client to serve; defaults to dist/client beside the project. */
  clientDir?: string;
  logger?: boolean | object;
  /** Defaults to nodemailer on SMTP_URL, or the outbox folder. */
  mailer?: Mailer;
}

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const JSON_BODY_LIMIT = 1024 * 1024;
const REQUEST_ID = /^[\w.:-]{1,100}$/;

// Log lines must never carry a password, a hash or a session cookie.
const REDACT = ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'];

/** Builds the whole HTTP app without listening, so tests can drive it with inject or a real port. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  let isStarted = false;
  const startup = (deps.ready ?? deps.database.ready).then(() => {
    isStarted = true;
  });
  startup.catch(() => undefined);
  const started = () => isStarted;
  const images = new ImageStore(deps.database.db, deps.config.dataDir, deps.config.signingSecret, deps.config.imageStorage);
  const engine = new EnginePool(images);
  const ctx: AppContext = {
    config: deps.config,
    database: deps.database,
    rateLimits: deps.rateLimits ?? DEFAULT_RATE_LIMITS,
    images,
    engine,
    metrics: new AppMetrics(async () => ({ jobs: await analysisQueueDepth(deps.database.db), engineTasks: engine.queueSize })),
    // Replaced below once the app's logger exists (the mailer logs outbox links and failures).
    mailer: deps.mailer as Mailer,
    relyingParty: new RelyingParty(deps.config.oidcProviders),
    startup,
  };
  const app = Fastify({
    logger: deps.logger ?? { level: deps.config.logLevel, redact: REDACT },
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: false,
    // One id per request in every log line, the answer's header and 5xx bodies; a caller's
    // x-request-id (a proxy's) is kept when it is a plain token, so logs join across hops.
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // One log line per request (below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();
  ctx.mailer ??= createMailer({
    smtpUrl: deps.config.smtpUrl,
    from: deps.config.mailFrom,
    outboxDir: path.join(deps.config.dataDir, 'outbox'),
    log: app.log,
  });
  const sessionCache = attachSessionCache(deps.database).catch((error: unknown) => {
    app.log.warn({ err: error }, 'session cache unavailable: every request reads its session from the database');
    return undefined;
  });
  const userCache = attachUserCache(deps.database).catch((error: unknown) => {
    app.log.warn({ err: error }, 'user cache unavailable: every read of a consumer record queries the database');
    return undefined;
  });
  const rosterCache = attachRosterCache(deps.database).catch((error: unknown) => {
    app.log.warn({ err: error }, 'roster notifications unavailable: every roster page reads its version');
    return undefined;
  });
  app.addHook('onClose', async () => {
    await ctx.engine.close();
    await ctx.mailer.close();
    await (await sessionCache)?.detach();
    await (await userCache)?.detach();
    await (await rosterCache)?.detach();
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    ctx.metrics.observeRequest(request, reply);
    request.log.info(
      { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 },
      'request',
    );
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Security headers (helmet's, computed once at start-up) on every answer.
  const headers = securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(cookie);
  // Every text answer (JSON, the app's files without a precompressed copy) is compressed for
  // clients that accept it; brotli at a low quality costs little CPU per answer.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });

  app.addHook('onRequest', async (request) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return;
    // Apple posts its answer from its own site; the flow's state, cookie and PKCE guard that route.
    if (OIDC_CALLBACK_PATH.test(request.url)) return;
    if (isForeignOrigin(request.headers.origin, request.headers.host, deps.config.publicUrl)) {
      throw new HttpError(403, 'Cross-origin request refused');
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        field:
          v.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
          (typeof v.params?.missingProperty === 'string' ? v.params.missingProperty : ''),
        message: v.message ?? 'Invalid input',
      }));
      return reply.status(400).send({ message: errors.map((e) => e.message).join('; '), errors });
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    if (isOutOfRangeValue(error)) {
      // A value the schemas let through but PostgreSQL cannot hold (a safety net: the contract bounds ids and dates).
      return reply.status(400).send({ message: 'Invalid input' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (body too large, bad JSON, wrong content type) carry safe messages.
      return reply.status(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Internal server error', requestId: request.id });
  });

  // Alive: the process answers (load balancers restart it otherwise).
  app.get('/healthz', async () => ({ status: 'ok' }));
  // Ready: the database answers and has every migration of this build (load balancers send traffic).
  app.get('/readyz', async (_request, reply) => {
    const ready = started() && (await databaseReady(deps.database).catch(() => false));
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'starting' });
  });
  const { metricsToken } = deps.config;
  app.get('/metrics', async (request, reply) => {
    if (!metricsToken) throw new HttpError(404, 'Metrics are not enabled (set METRICS_TOKEN)');
    checkMetricsToken(request, metricsToken);
    const { contentType, body } = await ctx.metrics.exposition();
    return reply.type(contentType).send(body);
  });

  await app.register(
    async (api) => {
      // The API waits for start-up (migrations, demo accounts) while /healthz already answers.
      api.addHook('onRequest', async () => {
        if (!started()) await startup;
      });
      await api.register(authRoutes(ctx));
      await api.register(practitionerAuthRoutes(ctx));
      await api.register(signInRoutes(ctx, 'user', '/auth'));
      await api.register(signInRoutes(ctx, 'practitioner', '/practitioners'));
      await api.register(oidcCallbackRoutes(ctx));
      await api.register(userRoutes(ctx));
      await api.register(imageRoutes(ctx));
      for (const plugin of extraRoutes) await api.register(plugin(ctx));
      api.all('/*', async (request) => {
        throw new HttpError(404, `No API route ${request.method} ${request.url.split('?')[0]}`);
      });
    },
    { prefix: '/api' },
  );

  const clientDir = deps.clientDir ?? path.join(projectRoot, 'dist/client');
  if (existsSync(path.join(clientDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file (scripts/build.mjs): nothing is compressed per request.
      preCompressed: true,
      // Our own header, set on @fastify/static's file routes too (its default would be max-age=0).
      cacheControl: false,
      setHeaders: (reply, file) => {
        reply.header('cache-control', cacheControlOf(path.relative(clientDir, file)));
      },
    });
    app.get('/*', async (request, reply) => {
      const urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
      // A hashed asset that is not there is a 404, never the app's page in its place.
      if (urlPath.startsWith('/assets/')) return reply.status(404).type('text/plain').send('Not found');
      // A first page may come drawn already (decision 0106): whether it does, and in which
      // language, depends on these, drawn or not.
      const firstPage = firstPaintPage(urlPath);
      if (firstPage) {
        reply.header('vary', 'Cookie, Accept-Language');
        const picture = firstPaintFile(request, firstPage, clientDir);
        if (picture) return reply.sendFile(picture);
      }
      // Every other path serves the app, which shows its own 404 page for unknown routes.
      return reply.sendFile('index.html');
    });
  } else {
    app.get('/*', async (_request, reply) =>
      reply.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.'),
    );
  }

  return app;
}

/** PostgreSQL's 'value out of range' and 'invalid datetime' errors: bad input, not a server fault. */
function isOutOfRangeValue(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  const code = e.code ?? e.cause?.code;
  return typeof code === 'string' && ['22003', '22007', '22008', '22P02'].includes(code);
}

/**
 * Hashed build files never change under their name, so browsers keep them a year without asking;
 * everything else (index.html above all) is checked on every visit, so a new build shows at once.
 */
export function cacheControlOf(relativePath: string): string {
  return relativePath.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** A state-changing request from another site is refused (CSRF defence on top of SameSite cookies). */
function isForeignOrigin(origin: string | undefined, host: string | undefined, publicUrl: string): boolean {
  if (!origin) return false;
  if (origin === 'null') return true;
  try {
    const o = new URL(origin);
    if (host && o.host === host) return false;
    return o.origin !== new URL(publicUrl).origin;
  } catch {
    return true;
  }
}
