import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { SMTPServer, type SMTPServerAddress, type SMTPServerSession } from 'smtp-server';
import { type Config, inboundEmailDomain } from '../config.js';
import { captureScope } from '../server-scope.js';
import {
  type Delivery,
  deliverInboundEmail,
  type EmailSwipeDeps,
} from '../services/inbound-email/email-swipes.js';
import { inboundRecipient } from '../services/inbound-email/inbound-email.js';

// The inbound SMTP listener: the protocol only. Who may receive mail and what becomes of it is
// decided by services/inbound-email/inbound-email.ts and services/inbound-email/email-swipes.ts.

/** A forward has one recipient; a few more cover a user's several addresses in one message. */
export const MAX_RECIPIENTS = 10;

type ListenerConfig = Pick<
  Config,
  | 'SMTP_PORT'
  | 'SMTP_HOST'
  | 'HOST'
  | 'INBOUND_EMAIL_DOMAIN'
  | 'APP_ORIGIN'
  | 'INBOUND_EMAIL_MAX_BYTES'
>;

export interface SmtpListener {
  /** The bound port (SMTP_PORT, or the one picked for 0). */
  port: number;
  close(): Promise<void>;
}

function smtpError(responseCode: number, message: string) {
  return Object.assign(new Error(message), { responseCode });
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** Reads the message up to `max` bytes; past it the rest is drained, not kept. */
async function readMessage(stream: Readable & { sizeExceeded?: boolean }, max: number) {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    if (bytes <= max) chunks.push(chunk);
  }
  return bytes > max || stream.sizeExceeded ? null : Buffer.concat(chunks);
}

function reply(deliveries: Delivery[]) {
  const saved = deliveries.filter((d) => d.kind === 'saved').length;
  const overCap = deliveries.filter((d) => d.kind === 'over_cap').length;
  const parts = [`${saved} swipe${saved === 1 ? '' : 's'} saved`];
  if (overCap) parts.push(`${overCap} not saved: the team reached its Free plan cap (notice sent)`);
  return `2.0.0 ${parts.join('; ')}`;
}

/** Starts listening on SMTP_PORT (0: any free port) and resolves once it is bound. */
export async function startSmtpListener(
  config: ListenerConfig,
  deps: EmailSwipeDeps,
  log: (line: string) => void = console.error,
): Promise<SmtpListener> {
  const domain = inboundEmailDomain(config);
  const max = config.INBOUND_EMAIL_MAX_BYTES;
  const users = new WeakMap<SMTPServerAddress, string>();
  // smtp-server calls the handlers below from its sockets' events, outside the server's scope.
  const inScope = captureScope();

  const server = new SMTPServer({
    name: domain,
    banner: 'Swipestack inbound email',
    // An inbound mail exchanger: anyone may send, to our addresses only (checked at RCPT).
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: max,
    maxRecipients: MAX_RECIPIENTS,
    maxClients: 100,
    socketTimeout: 60_000,
    closeTimeout: 10_000,
    logger: false,
    onRcptTo(address, _session, callback) {
      inScope(() => acceptRecipient(address, callback));
    },
    onData(stream, session, callback) {
      inScope(() => acceptMessage(stream, session, callback));
    },
  });
  function acceptRecipient(address: SMTPServerAddress, callback: (error?: Error | null) => void) {
    inboundRecipient(address.address, domain).then(
      (found) => {
        if (!found) {
          return callback(smtpError(550, `5.1.1 <${address.address}>: no such mailbox here`));
        }
        users.set(address, found.userId);
        callback();
      },
      (error: unknown) => {
        log(`Inbound email: recipient lookup failed: ${String(error)}`);
        callback(smtpError(451, '4.3.0 Temporary failure, try again later'));
      },
    );
  }
  function acceptMessage(
    stream: Readable,
    session: SMTPServerSession,
    callback: (error?: Error | null, message?: string) => void,
  ) {
    const userIds = session.envelope.rcptTo.flatMap((rcpt) => users.get(rcpt) ?? []);
    readMessage(stream, max)
      .then(async (raw) => {
        if (!raw) {
          return callback(
            smtpError(552, `5.3.4 The message is larger than ${megabytes(max)}: not accepted.`),
          );
        }
        const result = await deliverInboundEmail(userIds, raw, deps);
        if (!result.ok) return callback(smtpError(554, `5.6.0 ${result.message}`));
        const notSaved = result.deliveries.filter((d) => d.kind === 'not_saved');
        if (notSaved.length === result.deliveries.length && notSaved[0]?.kind === 'not_saved') {
          return callback(smtpError(550, `5.7.1 ${notSaved[0].message}`));
        }
        callback(null, reply(result.deliveries));
      })
      .catch((error: unknown) => {
        log(`Inbound email: delivery failed: ${error instanceof Error ? error.stack : error}`);
        callback(smtpError(451, '4.3.0 Temporary failure, try again later'));
      });
  }
  server.on('error', (error) => log(`Inbound email: ${error.message}`));

  await new Promise<void>((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.server.once('error', onError);
    server.listen(config.SMTP_PORT, config.SMTP_HOST ?? config.HOST, () => {
      server.server.off('error', onError);
      resolve();
    });
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
