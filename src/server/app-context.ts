import type { RelyingParty } from './auth/oidc/relying-party.ts';
import type { RateLimits } from './auth/rate-limit.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { EnginePool } from './jobs/engine-pool.ts';
import type { Mailer } from './mail/mailer.ts';
import type { AppMetrics } from './metrics.ts';
import type { ImageStore } from './storage/image-store.ts';

/**
 * What every route plugin is given. In a module of its own so the routes need not import app.ts,
 * which imports them (issue 11: no import cycle, type-only ones included).
 */
export interface AppContext {
  config: Config;
  database: Database;
  rateLimits: RateLimits;
  images: ImageStore;
  engine: EnginePool;
  metrics: AppMetrics;
  mailer: Mailer;
  /** The app as an OpenID Connect relying party of each configured provider. */
  relyingParty: RelyingParty;
  /** Resolves when the API may serve (background work such as job recovery starts then). */
  startup: Promise<void>;
}
