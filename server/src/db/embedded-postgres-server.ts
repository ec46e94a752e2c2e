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

class Connection {
  private buffer: Buffer = Buffer.alloc(0);
  started = false;
  closed = false;
  readonly pending: Buffer[] = [];
  readonly socket: Socket;

  constructor(socket: Socket) {
    this.socket = socket;
  }

  /** Appends bytes and queues every whole message they complete. */
  receive(chunk: Buffer) {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    for (;;) {
      // Before start-up a message is Int32 length + body; after it, a type byte comes first.
      const header = this.started || this.pending.length ? 5 : 4;
      if (this.buffer.length < header) return;
      const length = header === 5 ? 1 + this.buffer.readInt32BE(1) : this.buffer.readInt32BE(0);
      if (this.buffer.length < length) return;
      this.pending.push(this.buffer.subarray(0, length));
      this.buffer = this.buffer.subarray(length);
      if (header === 4) {
        const code = this.pending.at(-1)?.readInt32BE(4);
        if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
          this.pending.pop();
          this.socket.write('N');
        } else if (code === CANCEL_REQUEST) {
          this.pending.pop();
          this.socket.end();
        }
      }
    }
  }
}

export class EmbeddedPostgresServer {
  private readonly server = createServer((socket) => this.accept(socket));
  private readonly connections = new Set<Connection>();
  private readonly waiting: Connection[] = [];
  private owner: Connection | null = null;
  private pumping = false;
  private readonly db: PGlite;

  constructor(db: PGlite) {
    this.db = db;
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
    const connection = new Connection(socket);
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
