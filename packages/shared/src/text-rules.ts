/**
 * What a text a caller sends may hold, without zod: the schemas (schemas/text.ts) and the forms that
 * must check a value without loading zod read the same patterns.
 */

// C0 controls, DEL and the C1 controls. (Matching control characters is the point of these two.)
// eslint-disable-next-line no-control-regex
export const SINGLE_LINE = /^[^\u0000-\u001f\u007f-\u009f]*$/;
// The same, but tab, line feed and carriage return are allowed.
// eslint-disable-next-line no-control-regex
export const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/;
