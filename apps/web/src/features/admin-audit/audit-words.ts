import type { TFunction } from '../../i18n/translator.ts';
import type fields from '../../i18n/admin/fields.en.json';

/** The entity types the admin writes record (audit.entity.* and audit.entityOne.* name them). */
export const AUDIT_ENTITIES = [
  'product',
  'category',
  'heroSlide',
  'order',
  'user',
  'footer',
  'page',
  'searchSynonym',
  'promoCode',
  'settings',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** The verbs of the actions the admin writes record ('product.update' → 'update'); audit.verb.* says them. */
export const AUDIT_VERBS = [
  'create',
  'update',
  'delete',
  'archive',
  'reorder',
  'status',
  'export',
  'bulk-update',
  'toggle-featured',
  'toggle-stock',
  'anonymise',
] as const;
export type AuditVerb = (typeof AUDIT_VERBS)[number];

export const isAuditEntity = (value: string): value is AuditEntity =>
  (AUDIT_ENTITIES as readonly string[]).includes(value);

export const isAuditVerb = (value: string): value is AuditVerb =>
  (AUDIT_VERBS as readonly string[]).includes(value);

/**
 * A recorded field's name as staff read it (fields.<lang>.json, the table validation refusals use
 * too); a field the table does not know yet shows as recorded.
 */
export function auditFieldLabel(field: string, t: TFunction<'admin'>): string {
  return t(`fields.${field as keyof typeof fields}`, { defaultValue: field });
}

/**
 * A recorded value as one line: text as it is, a list of words or numbers (a synonym group's words)
 * as 'shoes, sneakers', anything else as compact JSON, nothing as an em dash.
 */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number')) {
    return value.length ? value.join(', ') : '—';
  }
  return JSON.stringify(value);
}
