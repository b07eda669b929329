/**
 * The shared zod schemas speak the spec's English ('Category name is required'); the French panel
 * shows the same rules in French. This wraps a react-hook-form resolver so every field message goes
 * through `translate` (unknown messages stay as they are):
 *
 *   const resolver = useMemo(
 *     () => translatedResolver(zodResolver(categoryFormSchema), byMessage(CATEGORY_MESSAGES, (key) => t(`categories.validation.${key}`))),
 *     [t],
 *   );
 */
import type { FieldValues, Resolver } from 'react-hook-form';

/** Replaces every `message` found in a (nested) errors object. */
function mapMessages<T>(errors: T, translate: (message: string) => string): T {
  if (!errors || typeof errors !== 'object') return errors;
  // Field arrays hold their rows' errors in arrays; both copy as plain records here.
  const source = errors as Record<string, unknown>;
  const mapped: Record<string, unknown> = Array.isArray(errors) ? Object.assign([], source) : { ...source };
  for (const [key, value] of Object.entries(mapped)) {
    if (key === 'message' && typeof value === 'string') mapped[key] = translate(value);
    else if (key !== 'ref' && value && typeof value === 'object') mapped[key] = mapMessages(value, translate);
  }
  return mapped as T;
}

/** The resolver, with its field messages translated. */
export function translatedResolver<Input extends FieldValues, Context, Output>(
  resolver: Resolver<Input, Context, Output>,
  translate: (message: string) => string,
): Resolver<Input, Context, Output> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    // A success has no errors; only a failure's messages need translating.
    if (Object.keys(result.errors).length === 0) return result;
    return { values: {}, errors: mapMessages(result.errors, translate) };
  };
}

/**
 * A translate function from a table of the schema's messages (e.g. CATEGORY_MESSAGES): a message
 * found in it is replaced by the translation of its key.
 */
export function byMessage(
  messages: Readonly<Record<string, string>>,
  translateKey: (key: string) => string,
): (message: string) => string {
  const keyOf = new Map(Object.entries(messages).map(([key, message]) => [message, key]));
  return (message) => {
    const key = keyOf.get(message);
    return key === undefined ? message : translateKey(key);
  };
}
