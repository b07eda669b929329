import { describe, expect, it } from 'vitest';
import { DEV_ADMIN_PASSWORD, DEV_JWT_SECRET, loadConfig } from './config.ts';

const secret = 'x'.repeat(40);

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, databaseUrl: 'data/store.db', env: 'development' });
  });

  it('refuses to start in production without JWT_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'a-real-passphrase' })).toThrow(
      /JWT_SECRET/,
    );
  });

  it('refuses to start in production with the default admin password', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret })).toThrow(/ADMIN_PASSWORD/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, ADMIN_PASSWORD: DEV_ADMIN_PASSWORD }),
    ).toThrow(/ADMIN_PASSWORD/);
  });

  it('refuses to start in production with the published development JWT secret', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: DEV_JWT_SECRET, ADMIN_PASSWORD: 'a-real-passphrase' }),
    ).toThrow('JWT_SECRET must be changed from the development default in production.');
    // Outside production the development value is what a fresh clone runs with.
    expect(loadConfig({ JWT_SECRET: DEV_JWT_SECRET }).jwtSecret).toBe(DEV_JWT_SECRET);
  });

  it('starts in production with both set', () => {
    const c = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: secret,
      ADMIN_PASSWORD: 'a-real-passphrase',
      STRIPE_SECRET_KEY: 'sk_live_x',
    });
    expect(c.jwtSecret).toBe(secret);
    // The demo customer's password is in the README: production never seeds that account.
    expect(c.seedDemoAccounts).toBe(false);
    expect(loadConfig({}).seedDemoAccounts).toBe(true);
  });

  it('takes cards through Stripe when keyed, else the test provider; production needs a choice', () => {
    expect(loadConfig({}).paymentProvider).toBe('test');
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' }).paymentProvider).toBe('stripe');
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', PAYMENT_PROVIDER: 'test' }).paymentProvider).toBe(
      'test',
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/needs STRIPE_SECRET_KEY/);
    const production = { NODE_ENV: 'production', JWT_SECRET: secret, ADMIN_PASSWORD: 'a-real-passphrase' };
    expect(() => loadConfig(production)).toThrow(/STRIPE_SECRET_KEY must be set in production/);
    expect(loadConfig({ ...production, PAYMENT_PROVIDER: 'test' }).paymentProvider).toBe('test');
  });

  it('names the bad setting', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });

  it('trusts X-Forwarded-For only when told to', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    const hops = loadConfig({ TRUST_PROXY: '1' }).trustProxy;
    expect(typeof hops === 'function' && hops('10.0.0.1', 0) && !hops('10.0.0.1', 1)).toBe(true);
  });
});
