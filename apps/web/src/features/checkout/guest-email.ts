import { FIELD_LIMITS } from '@store/shared/field-limits';

/**
 * The server's check of a guest's e-mail (zod's z.email(), after trimming): the same pattern here, so
 * that a typing slip is marked at the field instead of refused once the payment is being prepared.
 * Copied rather than imported: zod's value would bring it into the checkout's first load.
 */
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export type EmailProblem = 'required' | 'invalid';

/** What is wrong with the e-mail a guest typed; null when the server will take it. */
export function emailProblem(value: string): EmailProblem | null {
  const email = value.trim();
  if (email === '') return 'required';
  return email.length <= FIELD_LIMITS.email && EMAIL_PATTERN.test(email) ? null : 'invalid';
}
