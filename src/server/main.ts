import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { connectDatabase } from './db/client.ts';
import { startHousekeeping } from './jobs/housekeeping.ts';
import { prepareDemoAccounts } from './services/accounts.ts';

const config = loadConfig();
// The database opens and migrates while the server already listens: /healthz answers at once,
// /readyz and the API once start-up is done (issue 14: no heavy work before listening).
const database = connectDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'db'),
  poolSize: config.databasePoolSize,
});
const startup = database.ready.then(() => prepareDemoAccounts(database.db, config));
const app = await buildApp({ config, database, ready: startup.then(() => undefined) });

let stopHousekeeping = () => {};
let closing = false;
async function shutdown(signal: string, code = 0): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests, handing back analysis jobs');
  try {
    stopHousekeeping();
    await app.close();
    await database.close();
    process.exit(code);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });

try {
  const demo = await startup;
  if (demo.length > 0) {
    const where = config.databaseUrl ? 'on this PostgreSQL database' : 'on the embedded database';
    app.log.info(`Public demo logins exist ${where}: ${demo.join(', ')} (see README; DEMO_ACCOUNTS=0 locks them).`);
  }
  stopHousekeeping = startHousekeeping(database.db, app.log);
  app.log.info({ startedInMs: Math.round(performance.now()) }, 'ready');
} catch (error) {
  app.log.fatal({ err: error }, 'the database could not be opened or migrated');
  await shutdown('startup failure', 1);
}
