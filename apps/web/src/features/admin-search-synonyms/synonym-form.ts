import {
  SYNONYM_MESSAGES,
  SYNONYM_WORD_MAX,
  SYNONYM_WORDS_MAX,
  SYNONYM_WORDS_MIN,
  synonymWordsSchema,
} from '@store/shared/schemas/admin-search-synonyms';
import { z } from 'zod';

/**
 * The group form holds its words as one line, comma-separated as the seeded groups read ("sofa,
 * couch, canapé"); it hands the server the list, checked by the server's own schema. A refusal names
 * the word it is about, in the panel's language.
 */

export interface SynonymFormInput {
  words: string;
}

/** The rule a refused group broke: a key of synonyms.validation in the admin texts. */
export type SynonymRule = keyof typeof SYNONYM_MESSAGES;

/** Words a rule's text takes: the word refused, and the limits (a type, so the translator takes it as options). */
export type SynonymRuleValues = { word: string; min: number; max: number; maxLength: number };

/** The words typed, one per comma; empty pieces ("shoes,,boots", a trailing comma) are no words. */
export function splitWords(typed: string): string[] {
  return typed
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
}

/** A group's words as the form shows them. */
export const joinWords = (words: readonly string[]): string => words.join(', ');

const RULE_OF = new Map<string, string>(
  Object.entries(SYNONYM_MESSAGES).map(([rule, message]) => [message, rule]),
);

function isRule(value: string | undefined): value is SynonymRule {
  return value !== undefined && value in SYNONYM_MESSAGES;
}

/**
 * The form's schema, wording refusals with `say` (the panel's `t` on synonyms.validation.*):
 *
 *   synonymFormSchema((rule, values) => t(`synonyms.validation.${rule}`, values))
 */
export function synonymFormSchema(say: (rule: SynonymRule, values: SynonymRuleValues) => string) {
  return z.object({
    words: z.string().transform((typed, ctx) => {
      const words = splitWords(typed);
      const parsed = synonymWordsSchema.safeParse(words);
      if (parsed.success) return parsed.data;
      const [issue] = parsed.error.issues;
      const index = issue?.path[0];
      const word = typeof index === 'number' ? (words[index] ?? '') : '';
      const rule = RULE_OF.get(issue?.message ?? '');
      // Anything the shared messages do not name (a control character) is a character not allowed.
      const values = { word, min: SYNONYM_WORDS_MIN, max: SYNONYM_WORDS_MAX, maxLength: SYNONYM_WORD_MAX };
      ctx.addIssue({ code: 'custom', message: say(isRule(rule) ? rule : 'characters', values) });
      return z.NEVER;
    }),
  });
}

export type SynonymFormValues = z.output<ReturnType<typeof synonymFormSchema>>;
