import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/** One message ready to leave: rendered, addressed, named by its outbox row. */
export interface OutgoingEmail {
  /** The outbox row's id: it names the Message-ID, so a message sent twice is recognisably the same. */
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Resolves once the message is accepted (by the SMTP server, or written to disk); rejects otherwise. */
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  /** smtp:// or smtps:// URL; unset writes .eml files to dir instead. */
  smtpUrl?: string;
  from: string;
  dir: string;
}

/** The sender's domain, for Message-IDs of our own ("<id@shop.example>"). */
function domainOf(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

/** The credentials in an SMTP URL: they must never reach an error column or a log line. */
function secretsOf(smtpUrl: string | undefined): string[] {
  if (!smtpUrl) return [];
  try {
    const url = new URL(smtpUrl);
    return [url.password, decodeURIComponent(url.password), url.username, decodeURIComponent(url.username)]
      .filter((s) => s.length >= 3)
      .sort((a, b) => b.length - a.length);
  } catch {
    return [];
  }
}

/** A short, credential-free description of a failed send, fit to store and log. */
export function describeSendError(error: unknown, secrets: readonly string[] = []): string {
  const code = error && typeof error === 'object' && 'code' in error ? String(error.code) : '';
  let message = error instanceof Error ? error.message : String(error);
  for (const secret of secrets) message = message.split(secret).join('***');
  return `${code ? `${code}: ` : ''}${message}`.slice(0, 500);
}

/** Where e-mails go, for the start-up banner: the SMTP host (never its credentials) or the folder. */
export function describeMailTransport(options: MailerOptions): string {
  if (!options.smtpUrl) return `.eml files in ${resolve(options.dir)} (SMTP_URL unset)`;
  try {
    return `SMTP at ${new URL(options.smtpUrl).host}`;
  } catch {
    return 'SMTP';
  }
}

/**
 * Sends through SMTP when a URL is configured. Without one, each message becomes an .eml file under
 * dir (open it in any mail client), so a fresh checkout shows its e-mails without a mail server.
 */
export function createMailer(options: MailerOptions, log: FastifyBaseLogger): Mailer {
  const domain = domainOf(options.from);
  const secrets = secretsOf(options.smtpUrl);
  const message = (email: OutgoingEmail) => ({
    from: options.from,
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    messageId: `<${email.id}@${domain}>`,
  });

  if (options.smtpUrl) {
    // Nodemailer's defaults wait minutes on a silent server; the outbox lease must outlast one send.
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    });
    return {
      async send(email) {
        try {
          await transport.sendMail(message(email));
        } catch (error) {
          throw new Error(describeSendError(error, secrets), { cause: error });
        }
      },
      close: () => transport.close(),
    };
  }

  const dir = resolve(options.dir);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(email) {
      const info = await transport.sendMail(message(email));
      await mkdir(dir, { recursive: true });
      // Named by the outbox row: a message sent again overwrites its own file rather than adding one.
      const file = join(dir, `${email.id}.eml`);
      await writeFile(file, info.message);
      log.info(`e-mail "${email.subject}" to ${email.to} written to ${file}`);
    },
    close: () => transport.close(),
  };
}
