import { z } from 'zod';
import { adminPageQuerySchema, adminPaginationSchema, isStorableDate } from './admin-common.ts';
import { text } from './text.ts';

/** GET /api/admin/audit (superadmins): who changed what, newest first. */

/** A whole UTC day, YYYY-MM-DD, that exists in the calendar. */
const auditDay = text()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD')
  .refine(isStorableDate, 'Not a real date');

export const auditQuerySchema = adminPageQuerySchema.extend({
  /** The entity type ('product', 'category', 'heroSlide'…). */
  entity: text().trim().min(1).max(50).optional(),
  entityId: text().trim().min(1).max(100).optional(),
  /** The actor's account id, or their e-mail (matched case-insensitively). */
  actor: text().trim().toLowerCase().min(1).max(254).optional(),
  /** Entries of this day (UTC) or later. */
  dateFrom: auditDay.optional(),
  /** Entries of this day (UTC) or earlier. */
  dateTo: auditDay.optional(),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  /** Copied at the time: the entry outlives a deleted account. Null for a change made by the system. */
  actor: z.object({ id: z.string().nullable(), email: z.string().nullable() }),
  ip: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  /** Each changed field as it was and as it became; secrets are never recorded. */
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
  createdAt: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const auditResponseSchema = z.object({
  success: z.literal(true),
  entries: z.array(auditEntrySchema),
  pagination: adminPaginationSchema,
});
export type AuditResponse = z.infer<typeof auditResponseSchema>;
