import { emailAddressSchema } from '@store/shared/schemas/auth';
import { describe, expect, it } from 'vitest';
import { emailProblem } from './guest-email.ts';

const SAMPLES = [
  'ada@example.com',
  '  Ada.Lovelace+shop@Example.co.uk ',
  "o'brien@example.ie",
  'a@b',
  'a@b.c',
  'ada@@example.com',
  'ada@example..com',
  '.ada@example.com',
  'ada.@example.com',
  'ada..lovelace@example.com',
  'ada lovelace@example.com',
  'ada@-example.com',
  'ada@example.com.',
  'ada@exa_mple.com',
  'ada',
  `${'a'.repeat(250)}@example.com`,
];

describe('a guest’s e-mail at checkout', () => {
  it('must be there', () => {
    expect(emailProblem('')).toBe('required');
    expect(emailProblem('   ')).toBe('required');
  });

  it.each(SAMPLES)('is judged as the server judges it: %j', (sample) => {
    const serverTakesIt = emailAddressSchema.safeParse(sample).success;
    expect(emailProblem(sample) === null).toBe(serverTakesIt);
  });
});
