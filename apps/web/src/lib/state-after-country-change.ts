import { subdivisionsOf } from '@store/shared/subdivisions';

/**
 * The state an address keeps when its country changes: a typed one between two countries without a
 * list, none otherwise. A code of one list means nothing in another ('WA' is Washington in the US and
 * Western Australia there), and free text is not one of a list's codes.
 */
export function stateAfterCountryChange(state: string, from: string, to: string): string {
  if (from === to) return state;
  return subdivisionsOf(from) || subdivisionsOf(to) ? '' : state;
}
