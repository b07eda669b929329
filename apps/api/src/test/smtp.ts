import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the test SMTP server received it, with the parts a test checks already decoded. */
export interface ReceivedMessage {
  /** Envelope sender and recipients (MAIL FROM / RCPT TO). */
  envelope: { from: string; to: string[] };
  /** Header names in lower case, values unfolded and (for encoded words) decoded. */
  headers: Map<string, string>;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port> */
  url: string;
  port: number;
  messages: ReceivedMessage[];
  /** While true, every message is refused with a temporary error (451), as a server having trouble. */
  refuse(on: boolean): void;
  /** The first message (already received or still to come) that matches, or a rejection after timeoutMs. */
  waitForMessage(match?: (m: ReceivedMessage) => boolean, timeoutMs?: number): Promise<ReceivedMessage>;
  close(): Promise<void>;
}

/** An SMTP server on 127.0.0.1 and a free port, without TLS or authentication, keeping what it receives. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const messages: ReceivedMessage[] = [];
  const received = new EventEmitter();
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    // Nodemailer upgrades to TLS when offered, and would reject the server's self-signed certificate.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 1_000,
    onMailFrom(_address, _session, callback) {
      if (!refusing) return callback();
      const error: Error & { responseCode?: number } = new Error('Service busy, try again later');
      error.responseCode = 451;
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        const message = parseMessage(Buffer.concat(chunks).toString('utf8'), {
          from: mailFrom ? mailFrom.address : '',
          to: rcptTo.map((r) => r.address),
        });
        messages.push(message);
        received.emit('message', message);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    refuse(on) {
      refusing = on;
    },
    waitForMessage(match = () => true, timeoutMs = 5_000) {
      const found = messages.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const onMessage = (m: ReceivedMessage) => {
          if (!match(m)) return;
          clearTimeout(timer);
          received.off('message', onMessage);
          resolve(m);
        };
        const timer = setTimeout(() => {
          received.off('message', onMessage);
          reject(new Error(`no matching e-mail within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs);
        received.on('message', onMessage);
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

// A small MIME reader, enough for what nodemailer writes (mailparser is not a dependency of the project).

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const text = raw.replace(/\r\n/g, '\n');
  const end = text.indexOf('\n\n');
  const head = end === -1 ? text : text.slice(0, end);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end === -1 ? '' : text.slice(end + 2) };
}

function decodeQuotedPrintable(text: string): string {
  const soft = text.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(soft.charCodeAt(i));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch (encoding?.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    default:
      return body;
  }
}

/** RFC 2047 encoded words ("=?UTF-8?Q?Votre_commande...?="), as in a non-ASCII subject. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function collectParts(raw: string, out: { text: string; html: string }): void {
  const { headers, body } = splitHead(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      collectParts(part.replace(/^\n/, ''), out);
    }
    return;
  }
  const decoded = decodeBody(body, headers.get('content-transfer-encoding'));
  if (/^text\/html/i.test(type)) out.html ||= decoded;
  else if (/^text\/plain/i.test(type)) out.text ||= decoded;
}

export function parseMessage(raw: string, envelope: ReceivedMessage['envelope']): ReceivedMessage {
  const { headers } = splitHead(raw);
  for (const [name, value] of headers) headers.set(name, decodeWords(value));
  const parts = { text: '', html: '' };
  collectParts(raw.replace(/\r\n/g, '\n'), parts);
  return { envelope, headers, subject: headers.get('subject') ?? '', ...parts, raw };
}
