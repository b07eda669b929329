import { z } from 'zod';
import { ADMIN_PAGE_SIZE } from '../constants.ts';
import { errorSchema } from './common.ts';
import { multilineText, text } from './text.ts';

/**
 * Shapes every admin route shares (admin §3 Pagination object, §7 list calls):
 *
 *   querystring: adminPageQuerySchema.extend({ search: …, category: … }),
 *   response: { 200: z.object({ products: …, pagination: adminPaginationSchema }), ...adminErrorResponses },
 */

/** `?page&limit` of an admin list: page from 1, 20 a page by default (admin §9), at most 100. */
export const adminPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_PAGE_SIZE),
});
export type AdminPageQuery = z.input<typeof adminPageQuerySchema>;

/** The first and last instants a timestamp column holds on both databases (PostgreSQL has no year 0). */
const FIRST_STORABLE = Date.parse('0001-01-01T00:00:00.000Z');
const LAST_STORABLE = Date.parse('9999-12-31T23:59:59.999Z');

/**
 * Whether a date filter (YYYY-MM-DD, or that day with a time and offset) names a day the calendar has
 * and an instant the database can compare with: PostgreSQL refuses '2026-02-30' and year 0 outright,
 * which would fail the list with a 500 (JavaScript's Date rolls Feb 30 over to March instead).
 */
export function isStorableDate(value: string): boolean {
  const day = value.slice(0, 10);
  const midnight = new Date(`${day}T00:00:00.000Z`);
  const at = Date.parse(value);
  return (
    !Number.isNaN(midnight.getTime()) &&
    midnight.toISOString().startsWith(day) &&
    at >= FIRST_STORABLE &&
    at <= LAST_STORABLE
  );
}

/** The pagination object of an admin list (admin §3): current page, page count, total rows. */
export const adminPaginationSchema = z.object({
  current: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
});
export type AdminPagination = z.infer<typeof adminPaginationSchema>;

/** The pagination object for `total` rows shown `limit` a page; an empty list has one (empty) page. */
export function adminPagination(page: number, limit: number, total: number): AdminPagination {
  return { current: page, pages: Math.max(1, Math.ceil(total / limit)), total };
}

/**
 * The error answers every admin route can give: 400 bad input, 401 signed out, 403 not allowed (the
 * admin plugin's hook), 404 unknown entity, 409 conflict, 429 rate limited. Spread into `response`.
 */
export const adminErrorResponses = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  429: errorSchema,
} as const;

/**
 * A required admin text: missing, not a string or blank gets the spec's one message for the field
 * ('Category name is required'); too long says so, rather than calling a long name missing.
 */
export const requiredAdminText = (message: string, max: number, opts: { multiline?: boolean } = {}) =>
  (opts.multiline ? multilineText : text)({ error: message })
    .trim()
    .min(1, message)
    .max(max, `must be at most ${max} characters`);

/** An optional admin text from `input` (one line or several): trimmed, null when empty or absent. */
const optionalFrom = (input: typeof text) => (max: number) =>
  input()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/** An optional one-line admin text (a French name, a subtitle). */
export const optionalAdminText = optionalFrom(text);

/** An optional multi-line admin text (a French description). */
export const optionalAdminMultiline = optionalFrom(multilineText);

/** The answer of an admin DELETE that removed the row: `{ success: true, message }`. */
export const adminDeleteResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
