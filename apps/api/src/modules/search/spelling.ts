import { allowedTypos, editDistance } from './query-terms.ts';
import type { WordPostings } from '../product-index/index.ts';

/**
 * Words of product names and descriptions of about this one's length starting with its first letter,
 * in alphabetical order: a typo rarely hits the first letter.
 */
function candidateWords(words: WordPostings, term: string): string[] {
  return words.wordsBeginning(term.charAt(0), term.length - 2, term.length + 2);
}

/**
 * The query with each unknown word replaced by the closest word of product names and descriptions
 * within the typos its length allows ('hedphones' → 'headphones', 'lapotp' → 'laptop'); null when
 * nothing could be corrected. A word is unknown when `isKnown` says so (by default: no indexed word
 * starts with it).
 */
export function correctTerms(
  words: WordPostings,
  terms: readonly string[],
  isKnown: (term: string) => boolean = (term) => words.hasPrefix(term),
): string[] | null {
  let changed = false;
  const corrected: string[] = [];
  for (const term of terms) {
    if (allowedTypos(term) === 0 || isKnown(term)) {
      corrected.push(term);
      continue;
    }
    let best: { word: string; distance: number } | null = null;
    for (const word of candidateWords(words, term)) {
      // A length this far off is more typos already than allowed.
      if (Math.abs(word.length - term.length) > allowedTypos(term)) continue;
      const distance = editDistance(term, word);
      if (distance <= allowedTypos(term) && (!best || distance < best.distance)) best = { word, distance };
    }
    corrected.push(best ? best.word : term);
    changed ||= best !== null;
  }
  return changed ? corrected : null;
}
