import { useCallback, useEffect, useState } from 'react';
import { PROFILE_SUCCESS_MS } from '@store/shared/constants';

export type FormStatus = { kind: 'success' | 'error'; text: string } | null;

/**
 * The line under a profile form. Success clears itself after 3 s (storefront §5, PROFILE_SUCCESS_MS);
 * an error stays until the next attempt or until the shopper edits the form.
 */
export function useFormStatus() {
  const [status, setStatus] = useState<FormStatus>(null);

  useEffect(() => {
    if (status?.kind !== 'success') return;
    const timer = window.setTimeout(() => setStatus(null), PROFILE_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const succeed = useCallback((text: string) => setStatus({ kind: 'success', text }), []);
  const fail = useCallback((text: string) => setStatus({ kind: 'error', text }), []);
  const clear = useCallback(() => setStatus(null), []);
  return { status, succeed, fail, clear };
}

/**
 * A form's values with its status line. `set(name)` makes a field's change handler and `bind(name)`
 * its props; any edit takes a standing error away (the shopper is fixing it), a success runs its 3 s.
 */
export function useFormFields<Fields extends object>(initial: Fields | (() => Fields)) {
  const [fields, setFields] = useState<Fields>(initial);
  const { status, succeed, fail, clear } = useFormStatus();

  const edit = (next: Fields | ((current: Fields) => Fields)) => {
    setFields(next);
    if (status?.kind === 'error') clear();
  };
  const set =
    <Name extends keyof Fields>(name: Name) =>
    (value: Fields[Name]) =>
      edit((current) => ({ ...current, [name]: value }));

  /** A field's name, value and change handler, to spread on a TextField or PasswordField. */
  const bind = <Name extends keyof Fields & string>(name: Name) => ({
    name,
    value: fields[name],
    onChange: set(name),
  });

  return { fields, setFields, edit, set, bind, status, succeed, fail, clear };
}
