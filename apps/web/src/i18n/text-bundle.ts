import type { Language } from '@store/shared/constants';

/** Some sections of the UI texts (`texts:` modules, see text-bundles-plugin.ts): English at hand, other languages fetched. */
export interface TextBundle {
  /** Which sections: the same id for the same list, whoever imports it. */
  readonly id: string;
  readonly en: Record<string, unknown>;
  readonly load: Readonly<Record<Exclude<Language, 'en'>, () => Promise<Record<string, unknown>>>>;
}
