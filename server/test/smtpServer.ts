import { SMTPServer } from 'smtp-server';

/** How the test SMTP server treats the next delivery. */
export type SmtpMode =
  /** Keeps the message's DATA waiting until the test answers it (`held`). */
  | 'hold'
  /** Refuses the connection at once: "421 service not available". */
  | 'refuse'
  /** Takes the connection, then answers the message "451 local error in processing". */
  | 'tempfail'
  | 'accept';

const smtpError = (code: number, text: string) =>
  Object.assign(new Error(text), { responseCode: code });
const tempFail = () => smtpError(451, 'Requested action aborted: local error in processing');

/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package) whose behaviour a test switches:
 * it can hold a delivery, refuse connections, be stopped (the port closed) and started again on
 * the same port. Received messages are kept raw.
 */
export async function startTestSmtp(mode: SmtpMode = 'accept') {
  const received: string[] = [];
  /** Messages answered 421 at connection or 451 to their data (each try of a sender). */
  const refused = { '421': 0, '451': 0 };
  let current = mode;
  let onHeld: ((answer: (err?: Error) => void) => void) | undefined;
  let onReceived: (() => void) | undefined;
  const held = new Promise<(err?: Error) => void>((resolve) => (onHeld = resolve));
  const delivered = new Promise<void>((resolve) => (onReceived = resolve));

  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onConnect(_session, callback) {
        if (current === 'refuse') {
          refused['421'] += 1;
          return callback(smtpError(421, 'Service not available'));
        }
        callback();
      },
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          if (current === 'hold') {
            onHeld?.((err) => callback(err));
            return;
          }
          if (current === 'tempfail') {
            refused['451'] += 1;
            return callback(tempFail());
          }
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
          onReceived?.();
        });
      },
    });

  let server = create();
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server.server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  const port = await listen(0);

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refused,
    /** Resolves with the answer function once a delivery is held ('hold' mode). */
    held,
    /** Resolves once a message was accepted. */
    delivered,
    setMode(next: SmtpMode) {
      current = next;
    },
    /** A temporary failure, as a busy or broken server answers DATA. */
    tempFail,
    /** Closes the port: connections are refused by the system. */
    stop,
    /** Listens again on the same port. */
    async restart() {
      server = create();
      await listen(port);
    },
    close: stop,
  };
}

/** A header of a raw received message, unfolded, its RFC 2047 encoded words decoded. */
export function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r\n\r\n/)[0].replace(/\r\n[ \t]+/g, ' ');
  const line = head.split('\r\n').find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  if (line === undefined) return undefined;
  const bytes = (text: string) => Buffer.from(text, 'latin1').toString('utf8');
  return line
    .slice(name.length + 1)
    .trim()
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_, enc: string, data: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : bytes(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
          ),
    );
}
