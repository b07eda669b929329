/** Slug rules of the two spec documents. */

const KNOWN_CATEGORY_SLUGS: Record<string, string> = {
  electronics: 'electronics',
  electronique: 'electronics',
  fashion: 'fashion',
  mode: 'fashion',
  'home-garden': 'home-garden',
  'maison-jardin': 'home-garden',
  'sports-outdoors': 'sports-outdoors',
  'sports-plein-air': 'sports-outdoors',
  'health-beauty': 'health-beauty',
  'sante-beaute': 'health-beauty',
  'books-media': 'books-media',
  'livres-medias': 'books-media',
};

function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/**
 * Storefront category slug (storefront §2): lower-cased, accents removed, spaces and ampersands become
 * hyphens; the six known category names map to their canonical slug in English and French.
 */
export function categorySlug(name: string): string {
  const slug = stripAccents(name.trim().toLowerCase())
    .replace(/[\s&]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  return KNOWN_CATEGORY_SLUGS[slug] ?? slug;
}

/** Admin slug rule (admin §5): non-word characters removed, runs of spaces/underscores/hyphens → one hyphen. */
export function adminSlug(name: string): string {
  return name
    .toLowerCase()
    .trim()
    .replace(/[^\w\s-]/g, '')
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * What two names are compared by when they must differ (category names): case, accents and runs of
 * spaces do not count, so 'Électronique', 'electronique ' and 'ELECTRONIQUE' are one name.
 */
export function nameKey(name: string): string {
  return stripAccents(name.normalize('NFC').trim().toLowerCase()).replace(/\s+/g, ' ');
}

/** Category page title fallback: 'home-garden' → 'Home Garden'. */
export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}
