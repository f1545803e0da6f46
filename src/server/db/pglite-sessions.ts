/**
 * PGlite's one PostgreSQL session shared by several wire-protocol connections (decision 0085).
 *
 * PGlite is a single backend: it executes one exchange at a time and has one set of session
 * state. Each connection (a node-postgres client on the main thread, talking over a MessagePort)
 * gets the session for a whole exchange: from its first message until PGlite answers
 * ReadyForQuery "idle". While a connection is inside a transaction (or has sent an extended-query
 * sequence without its Sync), nothing else runs; the others' messages wait here, in arrival order.
 * Named prepared statements are renamed per connection, so two connections may each prepare
 * "user_by_id" (node-postgres names statements per client); a connection that goes away has its
 * transaction rolled back and its statements deallocated.
 */

/** The part of PGlite this module drives. */
export interface RawExecutor {
  execProtocolRaw(message: Uint8Array): Promise<Uint8Array>;
}

/** One end of a connection: where answers go, and how to hang up. */
export interface Peer {
  send(bytes: Uint8Array): void;
  close(): void;
}

const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;
const GSSENC_REQUEST = 80877104;
const READY_FOR_QUERY = 0x5a; // 'Z'
const IDLE = 0x49; // 'I'
const TERMINATE = 0x58; // 'X'

class Connection {
  inbox: Buffer = Buffer.alloc(0);
  started = false;
  closed = false;
  /** Set once its statements are deallocated and it has left the session. */
  disposed = false;
  /** Named statements this connection prepared, by the name its client gave them. */
  readonly statements = new Set<string>();

  constructor(
    readonly id: number,
    readonly peer: Peer,
  ) {}

  /** The name PGlite knows one of this connection's statements by. */
  rename(name: string): string {
    return `${this.id}/${name}`;
  }
}

type Batch = { kind: 'startup'; bytes: Uint8Array } | { kind: 'messages'; bytes: Uint8Array; terminate: boolean };

export class SharedSession {
  private readonly connections = new Set<Connection>();
  private readonly waiting: Connection[] = [];
  /** The connection holding the session between exchanges (a transaction, or an exchange without its Sync). */
  private owner: Connection | undefined;
  private serving = false;
  private woken = false;
  private running: Promise<void> | undefined;
  private open = false;
  private stopped = false;
  private nextId = 1;

  constructor(
    private readonly db: RawExecutor,
    private readonly log: (message: string) => void = () => {},
  ) {}

  /** Starts serving (once the database is ready); connections opened before wait. */
  start(): void {
    this.open = true;
    void this.pump();
  }

  /** Stops serving: the exchange under way finishes, nothing runs after it (the database is closing). */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.running;
    for (const connection of this.connections) this.hangUp(connection);
  }

  /** A new connection; returns the functions its transport calls with what arrives, and when it closes. */
  connect(peer: Peer): { receive(bytes: Uint8Array): void; hangUp(): void } {
    const connection = new Connection(this.nextId++, peer);
    this.connections.add(connection);
    return {
      receive: (bytes) => {
        if (connection.closed) return;
        connection.inbox = connection.inbox.length === 0 ? Buffer.from(bytes) : Buffer.concat([connection.inbox, bytes]);
        this.wake(connection);
      },
      hangUp: () => this.hangUp(connection),
    };
  }

  private hangUp(connection: Connection): void {
    if (connection.closed) return;
    connection.closed = true;
    connection.inbox = Buffer.alloc(0);
    connection.peer.close();
    // Its clean-up runs in turn, like an exchange: never inside another connection's transaction.
    this.wake(connection);
  }

  private wake(connection: Connection): void {
    if (!this.waiting.includes(connection)) this.waiting.push(connection);
    if (this.serving) this.woken = true;
    void this.pump();
  }

  private pump(): Promise<void> {
    if (this.serving || !this.open || this.stopped) return this.running ?? Promise.resolve();
    this.serving = true;
    this.woken = false;
    this.running = this.serve().finally(() => {
      this.serving = false;
      this.running = undefined;
      // Woken after its loop ended (nothing should do that, but nothing may be left waiting either).
      if (this.woken) void this.pump();
    });
    return this.running;
  }

  private async serve(): Promise<void> {
    for (;;) {
      if (this.stopped) break;
      const connection = this.owner ?? this.waiting.shift();
      if (!connection) break;
      if (connection.closed) {
        await this.dispose(connection);
        continue;
      }
      const batch = this.takeBatch(connection);
      if (batch) {
        await this.execute(connection, batch);
        continue;
      }
      // Hung up while reading (Terminate): its clean-up comes next.
      if (connection.closed) continue;
      // The owner's next messages have not arrived yet: everyone else keeps waiting.
      if (this.owner) break;
    }
  }

  private async execute(connection: Connection, batch: Batch): Promise<void> {
    let answer: Uint8Array;
    try {
      answer = await this.db.execProtocolRaw(batch.bytes);
    } catch (error) {
      // PGlite itself failed (not an SQL error, which is an ErrorResponse in the answer).
      this.log(`embedded database: connection ${connection.id} failed: ${(error as Error).message}`);
      this.hangUp(connection);
      return;
    }
    if (batch.kind === 'messages') {
      const status = readyStatus(answer);
      this.owner = status === IDLE ? undefined : connection;
    }
    if (answer.length > 0 && !connection.closed) connection.peer.send(answer);
    if (batch.kind === 'messages' && batch.terminate) this.hangUp(connection);
  }

  /** Ends what it left open and forgets its statements; it leaves the session. */
  private async dispose(connection: Connection): Promise<void> {
    const owned = this.owner === connection;
    if (owned) this.owner = undefined;
    if (connection.disposed) return;
    connection.disposed = true;
    this.connections.delete(connection);
    const cleanup: Buffer[] = [];
    // It held the session: a Sync ends an unfinished extended-query sequence, and its transaction is rolled back.
    if (owned) cleanup.push(sync(), simpleQuery('ROLLBACK'));
    for (const name of connection.statements) cleanup.push(simpleQuery(`DEALLOCATE ${quoteIdentifier(connection.rename(name))}`));
    if (cleanup.length === 0) return;
    try {
      await this.db.execProtocolRaw(new Uint8Array(Buffer.concat(cleanup)));
    } catch (error) {
      this.log(`embedded database: clean-up after connection ${connection.id} failed: ${(error as Error).message}`);
    }
  }

  /** The connection's complete messages, names rewritten; undefined when none is complete yet. */
  private takeBatch(connection: Connection): Batch | undefined {
    const inbox = connection.inbox;
    if (!connection.started) {
      if (inbox.length < 8) return undefined;
      const length = inbox.readInt32BE(0);
      if (inbox.length < length) return undefined;
      const code = inbox.readInt32BE(4);
      connection.inbox = inbox.subarray(length);
      if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
        // No encryption inside the process: "N", and the client goes on in the clear.
        connection.peer.send(Buffer.from('N'));
        return this.takeBatch(connection);
      }
      if (code === CANCEL_REQUEST) {
        this.hangUp(connection);
        return undefined;
      }
      connection.started = true;
      return { kind: 'startup', bytes: new Uint8Array(inbox.subarray(0, length)) };
    }
    const parts: Buffer[] = [];
    let offset = 0;
    let terminate = false;
    while (offset + 5 <= inbox.length) {
      const type = inbox[offset];
      const end = offset + 1 + inbox.readInt32BE(offset + 1);
      if (end > inbox.length) break;
      const message = inbox.subarray(offset, end);
      offset = end;
      if (type === TERMINATE) {
        terminate = true;
        break;
      }
      parts.push(this.rewrite(connection, message));
    }
    connection.inbox = inbox.subarray(offset);
    if (parts.length === 0) {
      if (terminate) this.hangUp(connection);
      return undefined;
    }
    return { kind: 'messages', bytes: new Uint8Array(Buffer.concat(parts)), terminate };
  }

  /** Parse, Bind, Describe and Close with a named statement get the connection's own name for it. */
  private rewrite(connection: Connection, message: Buffer): Buffer {
    const type = String.fromCharCode(message[0]);
    if (type === 'P') {
      const [name, rest] = cString(message, 5);
      if (name === '') return message;
      connection.statements.add(name);
      return frame('P', [Buffer.from(`${connection.rename(name)}\0`), message.subarray(rest)]);
    }
    if (type === 'B') {
      const [, afterPortal] = cString(message, 5);
      const [name, rest] = cString(message, afterPortal);
      if (name === '') return message;
      return frame('B', [message.subarray(5, afterPortal), Buffer.from(`${connection.rename(name)}\0`), message.subarray(rest)]);
    }
    if ((type === 'D' || type === 'C') && message[5] === 0x53 /* 'S' */) {
      const [name, rest] = cString(message, 6);
      if (name === '') return message;
      if (type === 'C') connection.statements.delete(name);
      return frame(type, [Buffer.from('S'), Buffer.from(`${connection.rename(name)}\0`), message.subarray(rest)]);
    }
    return message;
  }
}

/** The transaction status of the answer's final ReadyForQuery, or undefined when it does not end with one. */
function readyStatus(answer: Uint8Array): number | undefined {
  const n = answer.length;
  if (n < 6 || answer[n - 6] !== READY_FOR_QUERY) return undefined;
  if (answer[n - 5] !== 0 || answer[n - 4] !== 0 || answer[n - 3] !== 0 || answer[n - 2] !== 5) return undefined;
  return answer[n - 1];
}

/** A NUL-terminated string at `start`, and the offset after its NUL. */
function cString(message: Buffer, start: number): [string, number] {
  const end = message.indexOf(0, start);
  if (end < 0) throw new Error('malformed protocol message');
  return [message.toString('utf8', start, end), end + 1];
}

function frame(type: string, body: Buffer[]): Buffer {
  const length = body.reduce((sum, part) => sum + part.length, 4);
  const header = Buffer.alloc(5);
  header.write(type, 0, 'latin1');
  header.writeInt32BE(length, 1);
  return Buffer.concat([header, ...body]);
}

function simpleQuery(text: string): Buffer {
  return frame('Q', [Buffer.from(`${text}\0`)]);
}

function sync(): Buffer {
  return frame('S', []);
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
