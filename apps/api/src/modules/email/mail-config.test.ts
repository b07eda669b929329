import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { describeMailTransport } from './mailer.ts';

describe('e-mail settings', () => {
  it('default to .eml files, the local shop address and a sender of the shop', () => {
    const { mail, publicUrl } = loadConfig({});
    expect(mail).toMatchObject({
      smtpUrl: undefined,
      from: 'E-Commerce <orders@localhost>',
      dir: 'data/mail',
    });
    expect(publicUrl).toBe('http://localhost:3000');
    // Test runs write their e-mails outside the working tree.
    expect(loadConfig({ NODE_ENV: 'test' }).mail.dir.startsWith(tmpdir())).toBe(true);
  });

  it('read SMTP_URL, MAIL_FROM, MAIL_DIR and PUBLIC_URL (without its trailing slash)', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://shop:secret@mail.example.com:465',
      MAIL_FROM: 'orders@shop.example',
      MAIL_DIR: '/var/mail/shop',
      PUBLIC_URL: 'https://shop.example/',
    });
    expect(config.mail).toMatchObject({
      smtpUrl: 'smtps://shop:secret@mail.example.com:465',
      from: 'orders@shop.example',
      dir: '/var/mail/shop',
    });
    expect(config.publicUrl).toBe('https://shop.example');
    expect(loadConfig({ SMTP_URL: '' }).mail.smtpUrl).toBeUndefined();
    expect(describeMailTransport(config.mail)).toBe('SMTP at mail.example.com:465');
  });

  it.each([
    [{ SMTP_URL: 'mail.example.com' }, 'SMTP_URL'],
    [{ SMTP_URL: 'http://mail.example.com' }, 'SMTP_URL'],
    [{ MAIL_FROM: 'not an address' }, 'MAIL_FROM'],
    [{ PUBLIC_URL: 'shop.example' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'javascript:alert(1)' }, 'PUBLIC_URL'],
  ])('refuse %j', (env, name) => {
    expect(() => loadConfig(env)).toThrow(name);
  });
});
