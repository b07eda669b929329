import { z } from 'zod';
import { nameKey } from '../slug.ts';
import { idSchema } from './common.ts';
import { text } from './text.ts';

/**
 * Search synonyms (issue 19, manage_products): groups of words a shopper may use for the same thing
 * ("shoes, sneakers, boots"). A group is two-way and its words are kept as the admin typed them, in
 * either language; the search engine lowers and unaccents them itself.
 */

/** Words a group holds, before and after its repeats are dropped. */
export const SYNONYM_WORDS_MIN = 2;
export const SYNONYM_WORDS_MAX = 20;
/** Characters of one word (a few words in fact: 'appareil photo'), after trimming. */
export const SYNONYM_WORD_MAX = 40;

export const SYNONYM_MESSAGES = {
  tooFew: `A synonym group needs at least ${SYNONYM_WORDS_MIN} different words`,
  tooMany: `A synonym group holds at most ${SYNONYM_WORDS_MAX} words`,
  empty: 'A word cannot be empty',
  tooLong: `A word is at most ${SYNONYM_WORD_MAX} characters`,
  characters: 'Words may contain only letters, digits, spaces, hyphens and apostrophes',
} as const;

/**
 * Letters (with their accents), digits, spaces, hyphens and apostrophes (typed ' or ’), and at least
 * one letter or digit: a lone hyphen names nothing a shopper could search for.
 */
const WORD_PATTERN = /^(?=.*[\p{L}\p{Nd}])[\p{L}\p{M}\p{Nd} '’-]+$/u;

/** One word as typed, tidied: composed accents, no outer spaces, runs of spaces as one. */
const tidy = (word: string) => word.normalize('NFC').trim().replace(/\s+/g, ' ');

export const synonymWordSchema = text()
  .transform(tidy)
  .pipe(
    z
      .string()
      .min(1, SYNONYM_MESSAGES.empty)
      .max(SYNONYM_WORD_MAX, SYNONYM_MESSAGES.tooLong)
      .regex(WORD_PATTERN, SYNONYM_MESSAGES.characters),
  );

/**
 * What two words are compared by: case, accents, runs of spaces and the apostrophe's shape do not
 * count, so 'Télé', 'tele' and 'TÉLÉ' are one word, within a group and across groups.
 */
export const synonymWordKey = (word: string): string => nameKey(word).replaceAll('’', "'");

/** The words without their repeats (the first spelling stays), in the order typed. */
export function distinctWords(words: readonly string[]): string[] {
  const seen = new Set<string>();
  return words.filter((word) => {
    const key = synonymWordKey(word);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** 2 to 20 words; repeats are dropped, and what is left must still be a group. */
export const synonymWordsSchema = z
  .array(synonymWordSchema)
  .min(SYNONYM_WORDS_MIN, SYNONYM_MESSAGES.tooFew)
  .max(SYNONYM_WORDS_MAX, SYNONYM_MESSAGES.tooMany)
  .transform(distinctWords)
  .pipe(z.array(z.string()).min(SYNONYM_WORDS_MIN, SYNONYM_MESSAGES.tooFew));

/** POST /admin/search-synonyms and PUT /admin/search-synonyms/{id}. */
export const synonymBodySchema = z.object({ words: synonymWordsSchema });
export type SynonymBody = z.input<typeof synonymBodySchema>;
export type SynonymValues = z.output<typeof synonymBodySchema>;

export const synonymIdParamsSchema = z.object({ id: idSchema });

export const searchSynonymSchema = z.object({
  id: z.string(),
  words: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SearchSynonym = z.infer<typeof searchSynonymSchema>;

/** GET /admin/search-synonyms: every group, by its first word. */
export const searchSynonymListSchema = z.object({ synonyms: z.array(searchSynonymSchema) });
export type SearchSynonymList = z.infer<typeof searchSynonymListSchema>;

export const searchSynonymResponseSchema = z.object({ synonym: searchSynonymSchema });
export type SearchSynonymResponse = z.infer<typeof searchSynonymResponseSchema>;
