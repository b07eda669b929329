import type { TFunction } from '../../../i18n/translator.ts';
import type { FormStatus } from '../../../components/ui/form/use-form-status.ts';
import type { AddressProblems } from '../address-problems.ts';

/**
 * The step's alert over its marked fields: the spec's text when a required field is blank (storefront
 * §5), else a call to fix the fields marked; null when none is.
 */
export function problemsAlert(problems: AddressProblems, requiredText: string, t: TFunction): FormStatus {
  const found = Object.values(problems);
  if (found.length === 0) return null;
  const text = found.some((problem) => problem.kind === 'required')
    ? requiredText
    : t('checkout.errors.fixFields');
  return { kind: 'error', text };
}
