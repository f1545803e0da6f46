/**
 * The embedded database's thread (decision 0085): PGlite runs here, off the server's event loop,
 * and answers node-postgres clients of the main thread in the PostgreSQL wire protocol, one
 * MessagePort per connection. Started by `startEmbeddedDatabase` (embedded.ts); built as
 * dist/server/pglite-worker.mjs, loaded through pglite-worker.mjs from the sources.
 */
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { SharedSession } from './pglite-sessions.ts';

/** What the main thread sends to this thread. */
export type HostCommand = { type: 'connect'; port: MessagePort } | { type: 'close' };
/** What this thread tells the main thread. */
export type HostEvent = { type: 'ready' } | { type: 'failed'; message: string } | { type: 'closed' };

export interface HostOptions {
  /** Folder of the database; undefined keeps it in memory (tests). */
  dataDir?: string;
}

const host = parentPort;
if (!host) throw new Error('pglite-host runs in a worker thread');
const options = workerData as HostOptions;
const tell = (event: HostEvent) => host.postMessage(event);

const db = new PGlite({ dataDir: options.dataDir, extensions: { pg_trgm } });
const session = new SharedSession(
  {
    // Every exchange under PGlite's own lock; syncToFs after each, as PGlite's query() does. The
    // streaming variant hands over PGlite's output as it is written: execProtocolRaw would also
    // parse all of it in JavaScript and keep the parsed messages (issue 14 profile).
    execProtocolRaw: (message) =>
      db.runExclusive(async () => {
        const chunks: Uint8Array[] = [];
        let length = 0;
        await db.execProtocolRawStream(message, {
          onRawData(bytes) {
            // A view into PGlite's memory: copied before the next write reuses it.
            chunks.push(bytes.slice());
            length += bytes.length;
          },
        });
        if (chunks.length === 1) return chunks[0];
        const answer = new Uint8Array(length);
        let offset = 0;
        for (const chunk of chunks) {
          answer.set(chunk, offset);
          offset += chunk.length;
        }
        return answer;
      }),
  },
  (message) => console.error(message),
);

host.on('message', (command: HostCommand) => {
  if (command.type === 'connect') {
    const port = command.port;
    const connection = session.connect({
      send(bytes) {
        // The answer is this thread's own copy: moved to the main thread, not copied again.
        const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
        const own = whole ? bytes : bytes.slice();
        port.postMessage(own, [own.buffer as ArrayBuffer]);
      },
      close: () => port.close(),
    });
    port.on('message', (bytes: Uint8Array) => connection.receive(bytes));
    port.on('close', () => connection.hangUp());
  } else if (command.type === 'close') {
    void close();
  }
});

async function close(): Promise<void> {
  await session.stop();
  try {
    if (!db.closed) await db.close();
  } catch (error) {
    console.error(`embedded database: closing failed: ${(error as Error).message}`);
  }
  tell({ type: 'closed' });
  host!.close();
}

try {
  await db.waitReady;
  session.start();
  tell({ type: 'ready' });
} catch (error) {
  tell({ type: 'failed', message: (error as Error).message });
  // Connections waiting for it fail instead of hanging.
  await session.stop();
  host.close();
}
