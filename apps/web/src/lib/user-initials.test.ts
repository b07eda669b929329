import { describe, expect, it } from 'vitest';
import { userInitials } from './user-initials.ts';

describe('userInitials', () => {
  it('takes the first letter of the first and last names, in capitals', () => {
    expect(userInitials({ firstName: 'ada', lastName: 'Lovelace', email: 'ada@example.com' })).toBe('AL');
  });

  it('keeps accented and combined letters whole', () => {
    expect(userInitials({ firstName: 'Émile', lastName: 'Zola', email: 'e@example.com' })).toBe('ÉZ');
    expect(userInitials({ firstName: 'E\u0301lise', lastName: '', email: 'e@example.com' })).toBe('E\u0301');
  });

  it('falls back to the e-mail, then to a question mark', () => {
    expect(userInitials({ firstName: ' ', lastName: '', email: 'zoe@example.com' })).toBe('Z');
    expect(userInitials({ firstName: '', lastName: '', email: '' })).toBe('?');
  });
});
