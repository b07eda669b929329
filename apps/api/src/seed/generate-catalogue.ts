import type { Insertable } from 'kysely';
import { COLOURS, type ColourName } from '@store/shared/colours';
import type { Db } from '../db/connect.ts';
import { newId } from '../db/ids.ts';
import type { ProductSpecificationsTable, ProductsTable } from '../db/types.ts';
import type { ArtKind } from './catalogue-types.ts';
import { CATEGORIES } from './categories.ts';
import { CLOSINGS, GENERATED_KINDS, MODEL_NAMES, SELLING_POINTS } from './generated-names.ts';
import { insertRows } from './insert-rows.ts';
import { productPictures } from './product-images.ts';
import { createRng, type Rng } from './prng.ts';
import { SEED_BASE_TIME } from './product-rows.ts';

/**
 * Fills the catalogue with generated products up to a total, for load and search testing
 * (`npm run db:seed -- --products 100000`). Rows are built in memory a slice at a time and written
 * with multi-row inserts inside one transaction: no per-row round trip, so 100,000 products take
 * well under a minute on SQLite and PostgreSQL alike.
 */

/** Products built in memory at a time; bounds memory, not the statement size (insertRows does that). */
const SLICE = 10_000;
const DAY_MS = 86_400_000;
const COLOUR_NAMES = Object.keys(COLOURS) as ColourName[];

/** The shipped pictures of each illustration kind, reused by generated products of that kind. */
function picturesByArt(): Map<ArtKind, string[]> {
  const byArt = new Map<ArtKind, string[]>();
  for (const c of CATEGORIES) {
    for (const p of c.products) {
      for (const pic of productPictures(p)) byArt.set(pic.art, [...(byArt.get(pic.art) ?? []), pic.url]);
    }
  }
  return byArt;
}

/**
 * Ids in insertion order (this second, a random tag of the run, a counter): the primary-key and
 * foreign-key B-trees grow at their end instead of taking 100,000 random inserts.
 */
function sequentialIds(): () => string {
  const prefix = newId().slice(0, 14);
  let n = 0;
  return () => prefix + (n++).toString(16).padStart(10, '0');
}

function shelfPrice(rng: Rng, min: number, max: number): number {
  const dollars = Math.round(rng.int(min, max) / 100);
  return Math.max(99, dollars * 100 - (rng.chance(0.6) ? 1 : 0));
}

interface Slice {
  products: Insertable<ProductsTable>[];
  specs: Insertable<ProductSpecificationsTable>[];
}

function buildSlice(
  rng: Rng,
  nextId: () => string,
  size: number,
  firstIndex: number,
  categories: readonly { id: string; slug: string }[],
  pictures: Map<ArtKind, string[]>,
): Slice {
  const slice: Slice = { products: [], specs: [] };
  for (let i = 0; i < size; i++) {
    const category = categories[(firstIndex + i) % categories.length];
    const kinds = category ? GENERATED_KINDS[category.slug] : undefined;
    if (!category || !kinds) throw new Error('generateCatalogue: no product kinds for category');
    const kind = rng.pick(kinds);
    const model = rng.pick(MODEL_NAMES);
    const number = rng.int(1000, 9999);
    const colour = rng.pick(COLOUR_NAMES);
    const point = rng.pick(SELLING_POINTS[category.slug] ?? []);
    const closing = rng.pick(CLOSINGS);
    const pics = pictures.get(kind.art) ?? [];
    const price = shelfPrice(rng, kind.minCents, kind.maxCents);
    const original = rng.chance(0.4)
      ? Math.ceil((price * rng.pick([1.1, 1.2, 1.25, 1.4])) / 100) * 100
      : null;
    const soldOut = rng.chance(0.05);
    const stock = soldOut ? 0 : rng.int(1, 500);
    const createdAt = new Date(SEED_BASE_TIME - rng.int(0, 730 * DAY_MS)).toISOString();
    const id = nextId();
    slice.products.push({
      id,
      categoryId: category.id,
      nameEn: `${model} ${kind.name[0]} ${number}`,
      nameFr: `${kind.name[1]} ${model} ${number}`,
      descriptionEn: point[0],
      descriptionFr: point[1],
      detailedDescriptionEn: `${point[0]} ${closing[0]}`,
      detailedDescriptionFr: `${point[1]} ${closing[1]}`,
      priceCents: price,
      originalPriceCents: original,
      image: rng.pick(pics),
      rating: Math.round((5 - rng.next() ** 1.5 * 1.5) * 10) / 10,
      reviewCount: rng.int(0, 1500),
      stockQuantity: stock,
      viewCount: rng.int(0, 3000),
      inStock: soldOut ? 0 : 1,
      featured: 0,
      isActive: 1,
      createdAt,
      updatedAt: createdAt,
    });
    const specs: [string, string, string, string][] = [
      ['Brand', 'Marque', model, model],
      ['Colour', 'Couleur', colour, COLOURS[colour].fr],
      ['Warranty', 'Garantie', '1 year', '1 an'],
    ];
    specs.forEach(([nameEn, nameFr, valueEn, valueFr], position) =>
      slice.specs.push({ productId: id, position, nameEn, nameFr, valueEn, valueFr }),
    );
  }
  return slice;
}

/**
 * Adds generated products until the catalogue holds `count`; returns how many were added. Like every
 * bulk writer, leaves the search index to the caller (ensureSearchIndex, as the server does at start).
 */
export async function generateCatalogue(db: Db, count: number): Promise<{ added: number }> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  const missing = count - Number(row.n);
  if (missing <= 0) return { added: 0 };
  const categories = (
    await db.selectFrom('categories').select(['id', 'slug']).orderBy('sortOrder').execute()
  ).filter((c) => GENERATED_KINDS[c.slug]);
  if (!categories.length) throw new Error('generateCatalogue: seed the demo catalogue first');
  const pictures = picturesByArt();
  // Seeded by the starting size, so the same command on the same database builds the same names.
  const rng = createRng(`generated:${row.n}`);
  const nextId = sequentialIds();

  await db.transaction().execute(async (trx) => {
    for (let done = 0; done < missing; done += SLICE) {
      const slice = buildSlice(rng, nextId, Math.min(SLICE, missing - done), done, categories, pictures);
      await insertRows(trx, 'products', slice.products);
      await insertRows(trx, 'productSpecifications', slice.specs);
    }
  });
  return { added: missing };
}
