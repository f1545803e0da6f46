import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './auth/rate-limit.ts';
import { HttpError } from './errors.ts';
import { authRoutes } from './routes/auth.ts';
import { practitionerAuthRoutes } from './routes/practitioner-auth.ts';
import { imageRoutes } from './routes/images.ts';
import { userRoutes } from './routes/users.ts';
import { EnginePool } from './jobs/engine-pool.ts';
import { ImageStore } from './storage/image-store.ts';
import { extraRoutes } from './routes/registry.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  rateLimits?: RateLimits;
  /** Built client to serve; defaults to dist/client beside the project. */
  clientDir?: string;
  logger?: boolean | object;
}

export interface AppContext {
  config: Config;
  database: Database;
  rateLimits: RateLimits;
  images: ImageStore;
  engine: EnginePool;
}

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const JSON_BODY_LIMIT = 1024 * 1024;

// Log lines must never carry a password, a hash or a session cookie.
const REDACT = ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'];

/** Builds the whole HTTP app without listening, so tests can drive it with inject or a real port. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const images = new ImageStore(deps.database.db, deps.config.dataDir, deps.config.signingSecret);
  const ctx: AppContext = {
    config: deps.config,
    database: deps.database,
    rateLimits: deps.rateLimits ?? DEFAULT_RATE_LIMITS,
    images,
    engine: new EnginePool(images),
  };
  const app = Fastify({
    logger: deps.logger ?? { level: deps.config.logLevel, redact: REDACT },
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.addHook('onClose', async () => ctx.engine.close());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie);

  app.addHook('onRequest', async (request) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return;
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
    return reply.status(500).send({ message: 'Internal server error' });
  });

  app.get('/healthz', async () => ({ status: 'ok' }));

  await app.register(
    async (api) => {
      await api.register(authRoutes(ctx));
      await api.register(practitionerAuthRoutes(ctx));
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
    await app.register(fastifyStatic, { root: clientDir, wildcard: false, index: false });
    app.get('/*', async (request, reply) => {
      const urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
      const file = path.join(clientDir, urlPath);
      if (urlPath !== '/' && file.startsWith(clientDir + path.sep) && existsSync(file) && !file.endsWith(path.sep)) {
        const cacheable = urlPath.startsWith('/assets/');
        return reply.header('cache-control', cacheable ? 'public, max-age=31536000, immutable' : 'no-cache').sendFile(urlPath);
      }
      // Every other path serves the app, which shows its own 404 page for unknown routes.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
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
