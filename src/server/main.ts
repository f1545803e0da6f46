import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { startHousekeeping } from './jobs/housekeeping.ts';
import { prepareDemoAccounts } from './services/accounts.ts';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'db'),
});
const demo = await prepareDemoAccounts(database.db, config);
const app = await buildApp({ config, database });
const stopHousekeeping = startHousekeeping(database.db, app.log);
if (demo.length > 0) {
  const where = config.databaseUrl ? 'on this PostgreSQL database' : 'on the embedded database';
  app.log.info(`Public demo logins exist ${where}: ${demo.join(', ')} (see README; DEMO_ACCOUNTS=0 locks them).`);
}

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  try {
    stopHousekeeping();
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
