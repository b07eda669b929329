import { describe, expect, it } from 'vitest';
import { addressPartProblems, listedState, phoneE164, postcodeAsWritten } from './address-checks.ts';
import { addressBodySchema } from './schemas/auth.ts';
import { checkoutAddressSchema } from './schemas/checkout.ts';

const address = (parts: Partial<Parameters<typeof addressPartProblems>[0]>) =>
  addressPartProblems({ country: 'US', state: '', zipCode: '', phone: '', ...parts });

describe('a postcode', () => {
  it.each([
    ['US', '94110'],
    ['US', '94110-1234'],
    ['GB', 'SW1A 1AA'],
    ['GB', 'n1 9gu'],
    ['FR', '75001'],
    ['FR', '75 001'],
    ['CA', 'H2X 1Y4'],
    ['CA', 'k1a0b1'],
  ])('of %s: %s fits', (country, zipCode) => {
    expect(address({ country, zipCode })).toEqual({});
  });

  it.each([
    ['US', '9411'],
    ['US', 'ABCDE'],
    ['US', 'SW1A 1AA'],
    ['GB', '12345'],
    ['GB', 'SW1A'],
    ['FR', '7500'],
    ['FR', 'SW1A 1AA'],
    ['CA', '12345'],
    ['CA', 'D2X 1Y4'],
  ])('of %s: %s is refused', (country, zipCode) => {
    expect(address({ country, zipCode })).toEqual({ zipCode: { kind: 'postcode' } });
  });

  it('may stay empty, and is anything in a country without a known format', () => {
    expect(address({ country: 'GB', zipCode: '' })).toEqual({});
    // Antarctica has no postal codes to check against.
    expect(address({ country: 'AQ', zipCode: 'BASE 7' })).toEqual({});
  });

  it('is kept in capitals, as the post writes it', () => {
    expect(postcodeAsWritten(' sw1a 1aa ')).toBe('SW1A 1AA');
  });
});

describe('a phone number', () => {
  it('is read in the address’s country and kept in E.164', () => {
    expect(phoneE164('US', '(415) 555-0123')).toBe('+14155550123');
    expect(phoneE164('US', '415.555.0123')).toBe('+14155550123');
    expect(phoneE164('GB', '020 7946 0958')).toBe('+442079460958');
    expect(phoneE164('FR', '06 12 34 56 78')).toBe('+33612345678');
    // A number given with its country code is that country's, whatever the address's.
    expect(phoneE164('US', '+33 6 12 34 56 78')).toBe('+33612345678');
  });

  it.each(['call me maybe', '555-0100', '12', '+1 123 456 7890', '415 555 0123 ext. 12'])(
    '%s is refused',
    (phone) => {
      expect(phoneE164('US', phone)).toBeNull();
      expect(address({ phone })).toEqual({ phone: { kind: 'phone' } });
    },
  );

  it('may stay empty', () => {
    expect(address({ phone: '' })).toEqual({});
    expect(address({ phone: null })).toEqual({});
    expect(address({ phone: undefined })).toEqual({});
  });
});

describe('a country', () => {
  it('is an ISO 3166-1 alpha-2 code, in any case', () => {
    expect(address({ country: 'FR' })).toEqual({});
    expect(address({ country: 'fr' })).toEqual({});
  });

  it.each(['Narnia', 'France', 'XK', 'UK', 'ZZ', ''])(
    '%s is refused, and nothing else is checked',
    (country) => {
      expect(address({ country, state: 'nowhere', zipCode: '?', phone: 'call me maybe' })).toEqual({
        country: { kind: 'country' },
      });
    },
  );
});

describe('a state', () => {
  it('is one of the list where the country has one, in any case', () => {
    expect(address({ country: 'US', state: 'CA' })).toEqual({});
    expect(address({ country: 'US', state: 'dc' })).toEqual({});
    expect(address({ country: 'CA', state: 'QC' })).toEqual({});
    expect(address({ country: 'AU', state: 'NSW' })).toEqual({});
    expect(listedState('CA', ' qc ')).toBe('QC');
  });

  it.each([
    ['US', 'California'],
    ['US', 'QC'],
    ['CA', 'Quebec'],
    ['CA', 'NY'],
    ['AU', 'Sydney'],
  ])('of %s: %s is refused', (country, state) => {
    expect(address({ country, state })).toEqual({ state: { kind: 'state' } });
  });

  it('may stay empty, and is free text in a country without a list', () => {
    expect(address({ country: 'US', state: '' })).toEqual({});
    expect(address({ country: 'GB', state: 'Greater London' })).toEqual({});
    expect(listedState('GB', ' Greater London ')).toBe('Greater London');
  });
});

describe('the schemas of checkout and of the address book', () => {
  const checkout = {
    firstName: 'Ada',
    street: '1 Market St',
    city: 'San Francisco',
    state: 'ca',
    zipCode: '94105',
    country: 'us',
    phone: '(415) 555-0123',
  };
  const book = {
    street: '1 Rue de Rivoli',
    city: 'Montréal',
    state: 'qc',
    zipCode: 'h2x 1y4',
    country: 'CA',
  };

  it('store the codes in capitals and the phone in E.164', () => {
    expect(checkoutAddressSchema.parse(checkout)).toMatchObject({
      state: 'CA',
      country: 'US',
      phone: '+14155550123',
    });
    expect(addressBodySchema.parse({ ...book, phone: '514 555 0199' })).toMatchObject({
      state: 'QC',
      zipCode: 'H2X 1Y4',
      phone: '+15145550199',
    });
    expect(addressBodySchema.parse({ ...book, phone: '' }).phone).toBeNull();
  });

  it('name the refused field, with a rule each app words itself', () => {
    const issues = (body: object) =>
      checkoutAddressSchema.safeParse({ ...checkout, ...body }).error?.issues.map(({ path, code }) => ({
        path,
        code,
      }));
    expect(issues({ country: 'Narnia' })).toEqual([{ path: ['country'], code: 'invalid_value' }]);
    expect(issues({ state: 'Narnia' })).toEqual([{ path: ['state'], code: 'invalid_value' }]);
    expect(issues({ zipCode: '9411' })).toEqual([{ path: ['zipCode'], code: 'invalid_format' }]);
    expect(issues({ phone: 'call me maybe' })).toEqual([{ path: ['phone'], code: 'invalid_format' }]);
    // A field its own rules refuse is named once.
    expect(issues({ zipCode: '9'.repeat(21) })).toEqual([{ path: ['zipCode'], code: 'too_big' }]);
  });
});
