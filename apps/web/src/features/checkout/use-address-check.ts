import { useRef, useState } from 'react';
import { addressChecksOrNone, useAddressChecks } from '../../lib/address-checks.ts';
import { addressProblems, firstProblem, visibleProblems, type AddressProblems } from './address-problems.ts';
import type { AddressFields } from './checkout-address.ts';
import { focusField } from './focus-field.ts';

type Field = keyof AddressFields;

/**
 * An address step's checks: the problems to mark, and `check` for Continue. The fields to fix are
 * marked once the shopper tried to continue, and unmarked as they fix them; `reset` forgets the try.
 */
export function useAddressCheck(address: AddressFields, refused: Field | null) {
  const [attempted, setAttempted] = useState(false);
  const checks = useAddressChecks();
  const checking = useRef(false);
  const problems: AddressProblems = visibleProblems(address, attempted, refused, checks);

  /**
   * Continue: the country, state, postcode and phone checks are fetched first when they are not in; then focus
   * goes to the first field to fix, or the step moves on. A second press meanwhile is the same one.
   */
  const check = (form: HTMLFormElement, onFine: () => void): void => {
    setAttempted(true);
    if (checking.current) return;
    checking.current = true;
    void addressChecksOrNone().then((loaded) => {
      checking.current = false;
      const first = firstProblem(addressProblems(address, loaded));
      if (first) focusField(form, first);
      else onFine();
    });
  };

  return { problems, check, reset: () => setAttempted(false) };
}
