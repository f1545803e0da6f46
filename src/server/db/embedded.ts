import { Duplex } from 'node:stream';
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import type { HostCommand, HostEvent, HostOptions } from './pglite-host.ts';

/**
 * A node-postgres connection to the embedded database's thread: the wire protocol over a
 * MessagePort instead of a socket. node-postgres calls connect/setNoDelay/setKeepAlive/ref/unref
 * as on a net.Socket; what it writes in one turn of the event loop (Parse, Bind, Execute, Sync)
 * leaves as one message.
 */
class PortStream extends Duplex {
  private pending: Buffer[] = [];
  private flushing = false;

  constructor(private readonly port: MessagePort) {
    super({ allowHalfOpen: false });
    port.on('message', (bytes: Uint8Array) => this.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)));
    port.on('close', () => {
      // The database thread hung up (or is gone): whatever the client was waiting for ends in an error.
      if (!this.writableFinished)
        this.destroy(Object.assign(new Error('the embedded database closed the connection'), { code: 'ECONNRESET' }));
      else this.push(null);
    });
  }

  connect(): this {
    process.nextTick(() => this.emit('connect'));
    return this;
  }

  setNoDelay(): this {
    return this;
  }

  setKeepAlive(): this {
    return this;
  }

  ref(): this {
    this.port.ref();
    return this;
  }

  unref(): this {
    this.port.unref();
    return this;
  }

  override _read(): void {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.pending.push(chunk);
    if (!this.flushing) {
      this.flushing = true;
      queueMicrotask(() => this.flush());
    }
    callback();
  }

  private flush(): void {
    this.flushing = false;
    if (this.pending.length === 0) return;
    const total = this.pending.reduce((sum, chunk) => sum + chunk.length, 0);
    const bytes = new Uint8Array(total);
    let offset = 0;
    for (const chunk of this.pending) {
      bytes.set(chunk, offset);
      offset += chunk.length;
    }
    this.pending = [];
    this.port.postMessage(bytes, [bytes.buffer]);
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.flush();
    this.port.close();
    callback();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.pending = [];
    this.port.close();
    callback(error);
  }
}

/** The embedded database's thread, as the main thread sees it. */
export interface EmbeddedDatabase {
  /** Resolves when PGlite is open (initdb done on a new folder); rejects when it cannot open. */
  opened: Promise<void>;
  /** A new connection, for node-postgres' `stream` option. */
  connect(): Duplex;
  /** Closes PGlite and ends the thread (after the pool is ended). */
  close(): Promise<void>;
}

const CLOSE_TIMEOUT_MS = 10_000;

/** Starts PGlite in a worker thread (decision 0085). */
export function startEmbeddedDatabase(options: HostOptions): EmbeddedDatabase {
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: options });
  let exited = false;
  let exitError: Error | undefined;
  const exit = new Promise<void>((resolve) => {
    worker.once('exit', (code) => {
      exited = true;
      exitError ??= new Error(`the embedded database thread ended (exit code ${code})`);
      resolve();
    });
  });
  worker.on('error', (error: Error) => {
    exitError = error;
    console.error(`embedded database thread failed: ${error.message}`);
  });
  const opened = new Promise<void>((resolve, reject) => {
    const onEvent = (event: HostEvent) => {
      if (event.type === 'ready') resolve();
      if (event.type === 'failed') reject(new Error(`the embedded database could not be opened: ${event.message}`));
    };
    worker.on('message', onEvent);
    void exit.then(() => reject(exitError ?? new Error('the embedded database thread ended')));
  });
  opened.catch(() => undefined);
  let closing: Promise<void> | undefined;
  return {
    opened,
    connect() {
      const { port1, port2 } = new MessageChannel();
      const stream = new PortStream(port1);
      if (exited) {
        port2.close();
      } else {
        worker.postMessage({ type: 'connect', port: port2 } satisfies HostCommand, [port2]);
      }
      return stream;
    },
    close() {
      closing ??= (async () => {
        if (exited) return;
        // PGlite closes cleanly (its files flushed), then the thread ends; a hung close is cut short.
        const closed = new Promise<void>((resolve) => {
          worker.on('message', (event: HostEvent) => {
            if (event.type === 'closed') resolve();
          });
        });
        worker.postMessage({ type: 'close' } satisfies HostCommand);
        const timer = setTimeout(() => void worker.terminate(), CLOSE_TIMEOUT_MS);
        await Promise.race([closed, exit]);
        clearTimeout(timer);
        await worker.terminate();
      })();
      return closing;
    },
  };
}
