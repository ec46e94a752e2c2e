import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

// Serves one PGlite database over the PostgreSQL wire protocol to several client connections.
//
// PGlite is a single backend, so the connections take turns. A turn is a whole protocol
// unit: a simple query ('Q'), or an extended-protocol run (Parse/Bind/Describe/Execute…)
// up to its Sync ('S'); while a transaction is open, its connection keeps the turn until
// it ends. (Interleaving extended-protocol messages of two clients makes one's unnamed
// portal vanish under the other: "portal does not exist", wrong or empty results.)
//
// It runs in the embedded database's worker thread (embedded-database-worker.ts), which Node
// may load as TypeScript by stripping types: only erasable syntax here (no parameter properties).

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const QUERY = 0x51;
const SYNC = 0x53;
const TERMINATE = 0x58;
const PASSWORD = 0x70;
/** PostgreSQL's own bounds on what a client may send before it has authenticated. */
const MAX_STARTUP_LENGTH = 10_000;
const MAX_PASSWORD_LENGTH = 1_000;
/** AuthenticationCleartextPassword. */
const ASK_PASSWORD = Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 3]);

const digest = (value: Buffer | string) => createHash('sha256').update(value).digest();

/** A FATAL ErrorResponse. */
function fatal(code: string, message: string) {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${message}\0\0`);
  const header = Buffer.alloc(5);
  header[0] = 0x45;
  header.writeInt32BE(4 + fields.length, 1);
  return Buffer.concat([header, fields]);
}

/**
 * One client socket. Until it has sent the database's password (a secret of the process that
 * started it, kept for the app's other commands in DATA_DIR/embedded-postgres.json, 0600:
 * embedded-address.ts), nothing it sends reaches PGlite: its start-up message is held back and
 * passed on once the password matches; a wrong one ends the connection.
 */
class Connection {
  private buffer: Buffer = Buffer.alloc(0);
  private stage: 'startup' | 'password' | 'ready' | 'refused' = 'startup';
  private startup: Buffer | null = null;
  /** The SHA-256 of the password: compared in constant time with that of the one given. */
  private readonly password: Buffer;
  /** PGlite has seen the start-up message: what follows has a type byte. */
  started = false;
  closed = false;
  readonly pending: Buffer[] = [];
  readonly socket: Socket;

  constructor(socket: Socket, password: Buffer) {
    this.socket = socket;
    this.password = password;
  }

  /** Appends bytes and queues every whole message they complete. */
  receive(chunk: Buffer) {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    while (this.stage !== 'refused') {
      // A start-up message is Int32 length + body; every later one has a type byte first.
      const header = this.stage === 'startup' ? 4 : 5;
      if (this.buffer.length < header) return;
      const length = header === 5 ? 1 + this.buffer.readInt32BE(1) : this.buffer.readInt32BE(0);
      const limit =
        this.stage === 'startup'
          ? MAX_STARTUP_LENGTH
          : this.stage === 'password'
            ? MAX_PASSWORD_LENGTH
            : Number.POSITIVE_INFINITY;
      if (length < header || length > limit) {
        return this.refuse('08P01', 'invalid message length');
      }
      if (this.buffer.length < length) return;
      const message = this.buffer.subarray(0, length);
      this.buffer = this.buffer.subarray(length);
      if (this.stage === 'ready') this.pending.push(message);
      else if (this.stage === 'startup') this.receiveStartup(message);
      else this.receivePassword(message);
    }
  }

  private receiveStartup(message: Buffer) {
    const code = message.length >= 8 ? message.readInt32BE(4) : 0;
    if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
      this.socket.write('N');
    } else if (code === CANCEL_REQUEST) {
      this.stage = 'refused';
      this.socket.end();
    } else {
      this.startup = message;
      this.stage = 'password';
      this.socket.write(ASK_PASSWORD);
    }
  }

  private receivePassword(message: Buffer) {
    // 'p', length, the password and its terminating zero byte.
    const given = message[0] === PASSWORD ? digest(message.subarray(5, -1)) : null;
    if (!given || !timingSafeEqual(given, this.password) || !this.startup) {
      return this.refuse('28P01', 'password authentication failed for the embedded database');
    }
    this.stage = 'ready';
    this.pending.push(this.startup);
    this.startup = null;
  }

  private refuse(code: string, message: string) {
    this.stage = 'refused';
    this.buffer = Buffer.alloc(0);
    this.pending.length = 0;
    this.socket.end(fatal(code, message));
  }
}

export class EmbeddedPostgresServer {
  private readonly server = createServer((socket) => this.accept(socket));
  private readonly connections = new Set<Connection>();
  private readonly waiting: Connection[] = [];
  private owner: Connection | null = null;
  private pumping = false;
  private readonly db: PGlite;
  private readonly password: Buffer;

  /** `password`: what a client must send before the database serves it. */
  constructor(db: PGlite, password: string) {
    this.db = db;
    this.password = digest(password);
  }

  /** Listens on a random loopback port and returns it. */
  async start(): Promise<number> {
    await this.db.waitReady;
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(0, '127.0.0.1', resolve);
    });
    const address = this.server.address();
    if (!address || typeof address === 'string') throw new Error('Embedded PostgreSQL has no port');
    return address.port;
  }

  async stop() {
    for (const connection of this.connections) connection.socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(socket: Socket) {
    socket.setNoDelay(true);
    const connection = new Connection(socket, this.password);
    this.connections.add(connection);
    socket.on('data', (chunk: Buffer) => {
      connection.receive(chunk);
      if (
        connection.pending.length &&
        connection !== this.owner &&
        !this.waiting.includes(connection)
      ) {
        this.waiting.push(connection);
      }
      void this.pump();
    });
    const close = () => {
      if (connection.closed) return;
      connection.closed = true;
      connection.pending.length = 0;
      this.connections.delete(connection);
      const index = this.waiting.indexOf(connection);
      if (index >= 0) this.waiting.splice(index, 1);
      void this.pump();
    };
    socket.on('close', close);
    socket.on('error', close);
  }

  private async pump(): Promise<void> {
    if (this.pumping) return;
    this.pumping = true;
    let failed = false;
    try {
      for (;;) {
        this.owner ??= this.waiting.shift() ?? null;
        const connection = this.owner;
        if (!connection) return;
        if (connection.closed) {
          // A client that went away mid-transaction must not leave it open for the next one.
          if (this.db.isInTransaction()) await this.db.exec('ROLLBACK');
          this.owner = null;
          continue;
        }
        const message = connection.pending.shift();
        if (!message) return; // Mid-unit: wait for the rest of this client's messages.
        const type = connection.started ? message[0] : 0;
        if (type === TERMINATE) {
          connection.socket.end();
          connection.closed = true;
          continue;
        }
        await this.db.execProtocolRawStream(message, {
          onRawData: (data) => {
            if (!connection.closed && connection.socket.writable) connection.socket.write(data);
          },
        });
        connection.started = true;
        const unitEnded = type === 0 || type === QUERY || type === SYNC;
        if (unitEnded && !this.db.isInTransaction()) {
          this.owner = null;
          if (connection.pending.length) this.waiting.push(connection);
        }
      }
    } catch (error) {
      console.error('Embedded PostgreSQL protocol error', error);
      this.owner?.socket.destroy();
      this.owner = null;
      failed = true;
    } finally {
      this.pumping = false;
    }
    // The others still waiting get their turn.
    if (failed) return this.pump();
  }
}
