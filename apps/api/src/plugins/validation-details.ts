import { CONTROL_CHARACTERS_MESSAGE } from '@store/shared/schemas/text';
import type { ValidationDetails, ValidationRule } from '@store/shared/validation-rules';

/** One refused field as the zod type provider reports it (the zod issue, its code as `keyword`). */
export interface ValidationIssue {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: {
    origin?: string;
    maximum?: unknown;
    minimum?: unknown;
    inclusive?: boolean;
    format?: string;
    divisor?: unknown;
    keys?: unknown;
    issue?: { path?: PropertyKey[] };
  };
}

/** '/variants/0/sku' → 'variants.0.sku'; '' for the request part as a whole. */
export function pathOf(issue: ValidationIssue): string {
  return (
    issue.params?.issue?.path?.map(String).join('.') ||
    (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.')
  );
}

/** The value the caller sent at a dotted path, undefined when it sent none. */
function valueAt(input: unknown, path: string): unknown {
  if (path === '') return input;
  let node = input;
  for (const part of path.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

const asNumber = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** 0.01 → 2: a divisor that is a power of ten below one is a number of decimals. */
function decimalsOf(divisor: number): number | undefined {
  const decimals = Math.round(-Math.log10(divisor));
  return decimals > 0 && Math.abs(divisor - 10 ** -decimals) < Number.EPSILON ? decimals : undefined;
}

type Broken = { rule: ValidationRule; limit?: number };

/** A length, count or bound over or under its limit, by what it measured. */
function boundRule(issue: ValidationIssue, side: 'max' | 'min'): Broken {
  const params = issue.params ?? {};
  const limit = asNumber(side === 'max' ? params.maximum : params.minimum);
  if (params.origin === 'string') {
    if (side === 'min' && limit === 1) return { rule: 'required' };
    return { rule: side === 'max' ? 'max_length' : 'min_length', limit };
  }
  if (params.origin === 'array' || params.origin === 'set') {
    return { rule: side === 'max' ? 'max_items' : 'min_items', limit };
  }
  if (params.inclusive === false) return { rule: side === 'max' ? 'lt' : 'gt', limit };
  return { rule: side, limit };
}

function formatRule(issue: ValidationIssue): ValidationRule {
  if (issue.message === CONTROL_CHARACTERS_MESSAGE) return 'control_characters';
  if (issue.params?.format === 'email') return 'email';
  if (issue.params?.format === 'url') return 'url';
  return 'format';
}

function brokenRule(issue: ValidationIssue, sent: unknown): Broken {
  switch (issue.keyword) {
    case 'too_big':
      return boundRule(issue, 'max');
    case 'too_small':
      return boundRule(issue, 'min');
    case 'invalid_type':
      if (sent === undefined || sent === null) return { rule: 'required' };
      return { rule: issue.params?.format === 'safeint' ? 'integer' : 'type' };
    case 'invalid_format':
      return { rule: formatRule(issue) };
    case 'invalid_value':
      return { rule: 'option' };
    case 'not_multiple_of': {
      const divisor = asNumber(issue.params?.divisor);
      const decimals = divisor === undefined ? undefined : decimalsOf(divisor);
      return decimals === undefined
        ? { rule: 'multiple_of', limit: divisor }
        : { rule: 'decimals', limit: decimals };
    }
    case 'unrecognized_keys':
      return { rule: 'unknown_field' };
    default:
      return { rule: 'invalid' };
  }
}

/**
 * The first refused field of a request, machine-readable: which field (its path in the request
 * part), which rule and which limit. `input` is that part as sent (body, query…), to tell a missing
 * value from one of the wrong kind.
 */
export function validationDetails(
  issues: readonly ValidationIssue[],
  input: unknown,
): ValidationDetails | undefined {
  const [issue] = issues;
  if (!issue) return undefined;
  let field = pathOf(issue);
  if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params?.keys)) {
    const [key] = issue.params.keys as unknown[];
    field = [field, String(key)].filter(Boolean).join('.');
  }
  const { rule, limit } = brokenRule(issue, valueAt(input, field));
  return { field, rule, ...(limit === undefined ? {} : { limit }) };
}
