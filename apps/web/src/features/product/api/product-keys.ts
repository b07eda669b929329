import type { Language } from '@store/shared/constants';

/** Query keys of a product page: the product, and what is recommended beside it. */
export const productKeys = {
  detail: (id: string, lang: Language) => ['product', id, lang] as const,
  recommendations: (id: string, lang: Language) => ['recommendations', id, lang] as const,
};
