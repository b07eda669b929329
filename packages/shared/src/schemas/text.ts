import { z } from 'zod';
import { MULTI_LINE, SINGLE_LINE } from '../text-rules.ts';

/**
 * Text a caller sends (body fields, path and query parameters) starts from one of these two, so control
 * characters are refused in one place and alike on both databases: PostgreSQL cannot store NUL at all,
 * and the other C0/C1 controls only ever arrive as garbage or as an attempt to forge log lines.
 */
export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';

/** What z.string() takes, e.g. `{ error: 'Category name is required' }` for a missing field. */
type StringParams = Parameters<typeof z.string>[0];

/** A one-line text input (names, codes, e-mails, slugs, queries). */
export const text = (params?: StringParams) =>
  z.string(params).regex(SINGLE_LINE, CONTROL_CHARACTERS_MESSAGE);

/** A text input that may span lines (messages, descriptions). */
export const multilineText = (params?: StringParams) =>
  z.string(params).regex(MULTI_LINE, CONTROL_CHARACTERS_MESSAGE);
