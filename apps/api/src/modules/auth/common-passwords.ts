import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | null = null;

/**
 * True for a password found in breach corpora (zxcvbn's list of ~18,000 common passwords of 8+
 * characters), compared case-insensitively, or one that is just the user's e-mail or its name part.
 * NIST SP 800-63B asks for exactly this check instead of composition rules.
 */
export function isCommonPassword(password: string, email?: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  const lower = password.toLowerCase();
  if (common.has(lower)) return true;
  if (!email) return false;
  const [name] = email.toLowerCase().split('@');
  return lower === email.toLowerCase() || lower === name;
}
