/**
 * The length limits of an admin form's text fields, from the schema the server checks them with:
 * the form names its schema once and each AdminTextField / AdminTextArea finds its own `maxLength`
 * by its name ('links.2.url' → the schema's 'links.url'):
 *
 *   <FieldLimits schema={footerBodySchema}>…fields…</FieldLimits>
 *
 * AdminForm does this for its `limits` prop. A field whose form shape differs from the schema's
 * (a row of an editor) passes `maxLength` itself.
 */
import { findMaxLength } from '@store/shared/schema-limits';
import { createContext, type ReactNode, useContext } from 'react';
import type { z } from 'zod';

const LimitsContext = createContext<z.core.$ZodType | null>(null);

/** Gives the fields inside the schema their limits come from. */
export function FieldLimits({ schema, children }: { schema: z.core.$ZodType; children: ReactNode }) {
  return <LimitsContext value={schema}>{children}</LimitsContext>;
}

/** The limit of the field `name` in the surrounding form's schema, if it sets one. */
export function useFieldLimit(name: string): number | undefined {
  const schema = useContext(LimitsContext);
  const path = name
    .split('.')
    .filter((part) => !/^\d+$/.test(part))
    .join('.');
  return schema ? findMaxLength(schema, path) : undefined;
}
