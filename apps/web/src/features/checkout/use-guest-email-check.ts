import { useState } from 'react';
import { focusField } from './focus-field.ts';
import { emailProblem } from './guest-email.ts';

/**
 * A guest's e-mail on the shipping step (issue 22): marked once they tried to continue, unmarked as
 * they fix it. Nothing to check for a customer, whose e-mail is the account's.
 */
export function useGuestEmailCheck(email: string, guest: boolean) {
  const [attempted, setAttempted] = useState(false);
  const problem = guest ? emailProblem(email) : null;
  return {
    shown: attempted ? problem : null,
    /** Continue: false, with focus on the field, while the e-mail is missing or mistyped. */
    passes(form: HTMLFormElement): boolean {
      setAttempted(true);
      if (problem) focusField(form, 'email');
      return problem === null;
    },
  };
}
