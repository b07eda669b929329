import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/*
 * The e-mails a journey's store sent: without SMTP it writes each one to an .eml file in its mail
 * folder (apps/api/src/modules/email/mailer.ts), which the outbox worker fills a moment after commit.
 */

/** Quoted-printable undone: soft line breaks joined, each =XX back to its byte, read as UTF-8. */
function quotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The text parts of a MIME message as a reader sees them: quoted-printable and base64 undone. */
export function readableMail(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  return parts
    .map((part) => {
      const [head = '', ...body] = part.split(/\r?\n\r?\n/);
      const text = body.join('\n\n');
      if (/content-transfer-encoding:\s*base64/i.test(head)) {
        return Buffer.from(text.replace(/\s+/g, ''), 'base64').toString('utf8');
      }
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) return quotedPrintable(text);
      return part;
    })
    .join('\n');
}

/** The first e-mail of `dir` whose readable text contains `needle`, waited for (the outbox is async). */
export async function mailContaining(dir: string, needle: string): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        const files = (() => {
          try {
            return readdirSync(dir).filter((name) => name.endsWith('.eml'));
          } catch {
            return [];
          }
        })();
        found =
          files
            .map((name) => readableMail(readFileSync(join(dir, name), 'utf8')))
            .find((text) => text.includes(needle)) ?? '';
        return found !== '';
      },
      { message: `an e-mail mentioning ${needle}`, timeout: 30_000 },
    )
    .toBe(true);
  return found;
}
