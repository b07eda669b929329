import type { Language } from '@store/shared/constants';
import { i18next } from '../i18n.ts';

// One lazily loaded module per screen and language; only the admin chunk imports this file.
const files = import.meta.glob<{ default: Record<string, unknown> }>('./*.json');

/** Loads the admin namespace of one language (every screen's file), once. */
export async function loadAdminI18n(lang: Language): Promise<void> {
  if (i18next.hasResourceBundle(lang, 'admin')) return;
  const suffix = `.${lang}.json`;
  const entries = await Promise.all(
    Object.entries(files)
      .filter(([path]) => path.endsWith(suffix))
      .map(async ([path, load]) => [path.slice(2, -suffix.length), (await load()).default] as const),
  );
  i18next.addResourceBundle(lang, 'admin', Object.fromEntries(entries), true, true);
}
