/** The server as a real process (`src/server/main.ts` under tsx), for tests that start, kill or stop it. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server in production mode on a free port with `env` over the usual test settings.
 * `output()` is what it has written to stdout so far (its log lines).
 */
export async function spawnServer(env: NodeJS.ProcessEnv): Promise<{ url: string; child: ChildProcess; output: () => string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DEMO_ACCOUNTS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let written = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    written += chunk;
  });
  return { url: `http://127.0.0.1:${port}`, child, output: () => written };
}
