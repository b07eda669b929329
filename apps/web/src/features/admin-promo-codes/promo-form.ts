import {
  type AdminPromoCode,
  type PromoCodeBody,
  type PromoCodeValues,
  promoCodeBodySchema,
  type PromoType,
} from '@store/shared/schemas/admin-promo-codes';
import { z } from 'zod';

/**
 * The promo code form's values and their check. The form holds what its inputs hold: numbers (or
 * undefined / null while empty, see AdminNumberField) and the start and end as a date-time input
 * reads them, in the browser's own time zone ('2026-06-01T09:00', '' for none). On submit those become
 * instants with their offset and the whole goes through the server's own schema, so the form refuses
 * exactly what the server would, with the same messages (translated by promo-form-resolver.ts).
 */
export interface PromoFormInput {
  code: string;
  type: PromoType;
  /** Dollars for a fixed code, a whole percent for a percentage code; undefined while empty. */
  value: number | undefined;
  minSubtotal: number | null;
  startsAt: string;
  endsAt: string;
  usageLimit: number | null;
  oncePerCustomer: boolean;
  isActive: boolean;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * An instant as a date-time input shows it, in local time; seconds only when it has some (the seeded
 * '23:59:59' ends), so saving an untouched code keeps its instants as they were.
 */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const day = `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
  const time = `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
  const seconds = date.getSeconds();
  return `${day}T${time}${seconds ? `:${twoDigits(seconds)}` : ''}`;
}

/**
 * A date-time input's local value as the instant the API takes ('…Z'); empty is none. Text no date
 * reads goes on as it is, for the schema to refuse with its own message.
 */
export function fromLocalInput(local: string): string | null {
  const trimmed = local.trim();
  if (!trimmed) return null;
  const date = new Date(trimmed);
  return Number.isNaN(date.getTime()) ? trimmed : date.toISOString();
}

/** The form's schema: its values as the body the API takes, checked by the API's schema. */
export const promoFormSchema = z
  .custom<PromoFormInput>()
  .transform((input): PromoCodeBody => ({
    ...input,
    // An empty value is no number: NaN gets the schema's own message for it.
    value: input.value ?? Number.NaN,
    startsAt: fromLocalInput(input.startsAt),
    endsAt: fromLocalInput(input.endsAt),
  }))
  .pipe(promoCodeBodySchema);

export type PromoFormValues = PromoCodeValues;

/** The form's starting values: the code being edited, or a new active fixed-amount code. */
export function promoFormDefaults(promo: AdminPromoCode | null): PromoFormInput {
  return {
    code: promo?.code ?? '',
    type: promo?.type ?? 'fixed',
    value: promo?.value,
    minSubtotal: promo?.minSubtotal ?? null,
    startsAt: toLocalInput(promo?.startsAt ?? null),
    endsAt: toLocalInput(promo?.endsAt ?? null),
    usageLimit: promo?.usageLimit ?? null,
    oncePerCustomer: promo?.oncePerCustomer ?? false,
    isActive: promo?.isActive ?? true,
  };
}
