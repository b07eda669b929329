import type { Language } from '@store/shared/constants';
import { browserTranslations } from '../use-translation.ts';
import { adminTexts } from './admin-texts.ts';

// One lazily loaded module per screen and language; only the admin chunk imports this file.
const files = import.meta.glob<{ default: Record<string, unknown> }>('./*.json');

/** Loads the admin namespace of one language (every screen's file), once. */
export async function loadAdminI18n(lang: Language): Promise<void> {
  if (browserTranslations.has(lang, 'admin')) return;
  const suffix = `.${lang}.json`;
  const loaded = await Promise.all(
    Object.entries(files)
      .filter(([path]) => path.endsWith(suffix))
      .map(async ([path, load]) => [path, (await load()).default] as const),
  );
  browserTranslations.add(lang, 'admin', adminTexts(Object.fromEntries(loaded), lang));
}
