import type { z } from 'zod';

/**
 * The length limits of the shared schemas, for the forms that send them: an input's `maxLength` reads
 * the schema instead of repeating its number, so the two cannot drift apart.
 *
 *   maxLengthAt(adminProductBodySchema, 'name')                    // 200
 *   maxLengthAt(footerBodySchema, 'companyInfo.contact.email')     // 254
 *   maxLengthAt(footerBodySchema, 'sections.links.url')            // a list's items: no index
 *   maxLengthAt(adminProductBodySchema, 'specifications.$key')     // a record's keys; any other name is its values
 *
 * An admin form gives its schema to its fields instead (AdminForm's `limits`), and each text field
 * finds its own limit by its name.
 */

type Schema = z.core.$ZodType;

/** The schema under optional, nullable, default, a transform… : the one that checks the value. */
function unwrapped(schema: Schema): Schema {
  const def = schema._zod.def;
  if (def.type === 'pipe') return unwrapped((def as z.core.$ZodPipeDef).in);
  if ('innerType' in def) return unwrapped((def as z.core.$ZodOptionalDef).innerType);
  return schema;
}

/** One step down a path: an object's field, a list's item, a record's key or value. */
function child(schema: Schema, name: string): Schema | undefined {
  const inner = unwrapped(schema);
  const def = inner._zod.def;
  if (def.type === 'array') return child((def as z.core.$ZodArrayDef).element, name);
  if (def.type === 'record') {
    const record = def as z.core.$ZodRecordDef;
    return name === '$key' ? record.keyType : record.valueType;
  }
  if (def.type === 'object') return (def as z.core.$ZodObjectDef).shape[name];
  return undefined;
}

/** The smallest `.max(n)` among a text schema's checks. */
function maximumOf(schema: Schema): number | undefined {
  const limits = (schema._zod.def.checks ?? [])
    .map((check) => check._zod.def)
    .filter((def): def is z.core.$ZodCheckMaxLengthDef => def.check === 'max_length')
    .map((def) => def.maximum);
  return limits.length > 0 ? Math.min(...limits) : undefined;
}

/** A text's limit, wherever it sits: on the text, or on either side of a pipe (an e-mail checks after trimming). */
function limitOf(schema: Schema): number | undefined {
  const def = schema._zod.def;
  if (def.type === 'pipe') {
    const pipe = def as z.core.$ZodPipeDef;
    return limitOf(pipe.in) ?? limitOf(pipe.out);
  }
  if ('innerType' in def) return limitOf((def as z.core.$ZodOptionalDef).innerType);
  return def.type === 'string' ? maximumOf(schema) : undefined;
}

/** The most characters the text at `path` of `schema` may have, or undefined when it sets none. */
export function findMaxLength(schema: Schema, path: string): number | undefined {
  let node: Schema | undefined = schema;
  for (const name of path.split('.')) node = node && child(node, name);
  return node && limitOf(node);
}

/** The most characters the text at `path` of `schema` may have; throws if the schema sets none there. */
export function maxLengthAt(schema: Schema, path: string): number {
  const maximum = findMaxLength(schema, path);
  if (maximum === undefined) throw new Error(`No length limit at "${path}" of this schema`);
  return maximum;
}

/** `maxLengthAt` bound to one schema, for a form's fields: `const max = limitsOf(schema); max('name')`. */
export function limitsOf(schema: Schema): (path: string) => number {
  return (path) => maxLengthAt(schema, path);
}
