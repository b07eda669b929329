import type { Language } from '@store/shared/constants';

/** The admin namespace of one language: each screen's file (`users.fr.json`) under its screen's name. */
export function adminTexts(files: Record<string, Record<string, unknown>>, lang: Language) {
  const suffix = `.${lang}.json`;
  return Object.fromEntries(
    Object.entries(files)
      .filter(([path]) => path.endsWith(suffix))
      .map(([path, texts]) => [path.slice(2, -suffix.length), texts]),
  );
}
