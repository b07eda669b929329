import { z } from 'zod';

/**
 * Text a caller sends (body fields, path and query parameters) starts from one of these two, so control
 * characters are refused in one place and alike on both databases: PostgreSQL cannot store NUL at all,
 * and the other C0/C1 controls only ever arrive as garbage or as an attempt to forge log lines.
 */
export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';

// C0 controls, DEL and the C1 controls. (Matching control characters is the point of these two.)
// eslint-disable-next-line no-control-regex
const SINGLE_LINE = /^[^\u0000-\u001f\u007f-\u009f]*$/;
// The same, but tab, line feed and carriage return are allowed.
// eslint-disable-next-line no-control-regex
const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/;

/** What z.string() takes, e.g. `{ error: 'Category name is required' }` for a missing field. */
type StringParams = Parameters<typeof z.string>[0];

/** A one-line text input (names, codes, e-mails, slugs, queries). */
export const text = (params?: StringParams) =>
  z.string(params).regex(SINGLE_LINE, CONTROL_CHARACTERS_MESSAGE);

/** A text input that may span lines (messages, descriptions). */
export const multilineText = (params?: StringParams) =>
  z.string(params).regex(MULTI_LINE, CONTROL_CHARACTERS_MESSAGE);
