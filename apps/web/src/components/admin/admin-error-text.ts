/**
 * The panel's words for server refusals: one flat table of every error code (errors.<lang>.json,
 * `{{placeholders}}` filled from the answer's `details`), the field labels (fields.<lang>.json) and
 * the rules a validation refusal names (validation.<lang>.json):
 *
 *   adminErrorTextIn(error, t('products.saveFailed'), t)
 *   // 'Le SKU LAMP-01 est déjà utilisé : chaque variante doit avoir le sien.'
 *
 * A refusal the tables cannot word gives the screen's fallback text; on the English panel the
 * server's own sentence comes first, never on the French one.
 */
import {
  DEFAULT_LANGUAGE,
  ORDER_STATUSES,
  type OrderStatus,
  PERMISSIONS,
  type Permission,
  ROLES,
  type Role,
} from '@store/shared/constants';
import type { ErrorCode } from '@store/shared/error-codes';
import type { TFunction } from '../../i18n/translator.ts';
import type errors from '../../i18n/admin/errors.en.json';
import type fields from '../../i18n/admin/fields.en.json';
import { ApiError } from '../../lib/api-client.ts';
import { type ErrorDetails, type ErrorWords, wordError } from '../../lib/error-words.ts';
import { statusWord } from './admin-format.ts';

type AdminT = TFunction<'admin'>;

const isOneOf =
  <T extends string>(list: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (list as readonly string[]).includes(value);
const isOrderStatus = isOneOf<OrderStatus>(ORDER_STATUSES);
const isRole = isOneOf<Role>(ROLES);
const isPermission = isOneOf<Permission>(PERMISSIONS);

/** 'manage_orders,view_analytics' → 'Gérer les commandes et Voir les statistiques'. */
function permissionList(code: ErrorCode, list: string, t: AdminT): ErrorDetails {
  const labels = list
    .split(',')
    .filter(isPermission)
    .map((p) => t(`users.permission.${p}`));
  // A route needs any one of its permissions; a refused grant lacks all of the ones named.
  const type = code === 'FORBIDDEN' ? 'disjunction' : 'conjunction';
  const permissions = new Intl.ListFormat(t.language, { type }).format(labels);
  return { permissions, count: labels.length };
}

/** Details as the panel's sentences show them: labels for codes, megabytes for bytes. */
function shownValues(code: ErrorCode, details: ErrorDetails, t: AdminT): ErrorDetails {
  const { permissions, role, from, to, status, maxBytes, maxPixels } = details;
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    ...(typeof permissions === 'string' ? permissionList(code, permissions, t) : {}),
    ...(isRole(role) ? { role: t(`common.role.${role}`) } : {}),
    ...(isOrderStatus(from) ? { from: statusWord(from, t) } : {}),
    ...(isOrderStatus(to) ? { to: statusWord(to, t) } : {}),
    ...(isOrderStatus(status) ? { status: statusWord(status, t) } : {}),
    ...(typeof maxBytes === 'number' ? { maxMegabytes: round(maxBytes / (1024 * 1024)) } : {}),
    ...(typeof maxPixels === 'number' ? { maxMegapixels: round(maxPixels / 1_000_000) } : {}),
  };
}

function adminWords(t: AdminT): ErrorWords {
  return {
    text: (key, values) => t(`errors.${key as keyof typeof errors}`, { ...values, defaultValue: '' }),
    field: (name) => t(`fields.${name as keyof typeof fields}`, { defaultValue: '' }),
    rule: (rule, limit, field) => t(`validation.rule.${rule}`, { field, limit, count: limit }),
    values: (code, details) => shownValues(code, details, t),
  };
}

/** A refusal's code in the panel's words, or null when the tables cannot word it. */
export function adminCodeText(error: unknown, t: AdminT): string | null {
  return error instanceof ApiError ? wordError(error.code, error.details, adminWords(t)) : null;
}

/**
 * The text of a failed admin call in the language `t` speaks (admin §8: 'the server message, else
 * {fallback}'): the code's words, else on the English panel the server's own sentence, else the
 * screen's fallback.
 */
export function adminErrorTextIn(error: unknown, fallback: string, t: AdminT): string {
  const worded = adminCodeText(error, t);
  if (worded) return worded;
  // A JSON error always carries a code; without one the message is only 'HTTP error! status: …'.
  const serverSentence = error instanceof ApiError && error.code !== null ? error.message : '';
  return serverSentence && t.language === DEFAULT_LANGUAGE ? serverSentence : fallback;
}
