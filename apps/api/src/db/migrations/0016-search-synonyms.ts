import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { dialectOf, nowDefault, timestampType } from '../dialect.ts';

/**
 * `search_synonyms`: groups of words a shopper may use for the same thing ("shoes, sneakers, boots").
 * A group is two-way: a search for any of its words also finds products named with the others. Words
 * are kept as the admin typed them, comma-separated, in either language; the search engine lowers and
 * unaccents them. Seeded with groups every store of this kind needs; admins edit them (audited).
 * A migration holds its own statements and data and imports no live module code.
 */
export const SEEDED_SYNONYMS: readonly string[] = [
  'shoes, sneakers, trainers, boots, chaussures, baskets, bottes',
  'laptop, notebook, ordinateur portable',
  'tv, television, téléviseur, télévision, télé',
  'phone, smartphone, mobile, cellphone, téléphone',
  'headphones, earphones, headset, earbuds, casque, écouteurs',
  'sofa, couch, canapé',
  't-shirt, tee, tee-shirt',
  'makeup, cosmetics, maquillage, lipstick, eyeshadow, mascara, nail polish, rouge à lèvres, fard à paupières, vernis à ongles',
  'bag, handbag, sac',
  'watch, montre',
  'jacket, coat, veste, manteau',
  'pants, trousers, pantalon',
  'fridge, refrigerator, réfrigérateur, frigo',
  'bike, bicycle, vélo',
  'perfume, fragrance, parfum',
  'book, livre',
  'lamp, light, lampe',
  'mug, cup, tasse',
  'camera, appareil photo',
  'speaker, enceinte',
  'controller, gamepad, joystick, manette',
  'backpack, daypack, rucksack, sac à dos',
  'frying pan, skillet, poêle',
];

/** A fixed id per seeded group, so the rows are the same on every database. */
function seededId(words: string): string {
  return createHash('sha256').update(`search-synonyms:${words}`).digest('hex').slice(0, 24);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  await db.schema
    .createTable('search_synonyms')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('words', 'text', (c) => c.notNull())
    .addColumn('created_at', timestampType(dialect), (c) => c.notNull().defaultTo(nowDefault(dialect)))
    .addColumn('updated_at', timestampType(dialect), (c) => c.notNull().defaultTo(nowDefault(dialect)))
    .execute();
  await db
    .withTables<{ search_synonyms: { id: string; words: string } }>()
    .insertInto('search_synonyms')
    .values(SEEDED_SYNONYMS.map((words) => ({ id: seededId(words), words })))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('search_synonyms').ifExists().execute();
}
