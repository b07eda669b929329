import { type Kysely, sql } from 'kysely';

/**
 * The percent off is no longer stored: every answer computes it from the price and the original price
 * (discountPercent in packages/shared/src/money.ts), so a badge can never claim a saving the prices do
 * not show. The `discount` columns of products, variants and hero slides go. An original (old) price
 * at or below the price was never a saving and is now refused on input, so existing ones are cleared,
 * as is a hero slide's old price without a current price to compare it with.
 * A migration holds its own statements and imports no live module code.
 */

const PRICED = [
  { table: 'products', price: 'price_cents', original: 'original_price_cents' },
  { table: 'product_variants', price: 'price_cents', original: 'original_price_cents' },
  { table: 'hero_slides', price: 'current_price_cents', original: 'old_price_cents' },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table, price, original } of PRICED) {
    await sql`update ${sql.table(table)} set ${sql.ref(original)} = null
      where ${sql.ref(original)} is not null
        and (${sql.ref(price)} is null or ${sql.ref(original)} <= ${sql.ref(price)})`.execute(db);
    await db.schema.alterTable(table).dropColumn('discount').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table, price, original } of PRICED) {
    const nullable = table === 'hero_slides';
    await db.schema
      .alterTable(table)
      .addColumn('discount', 'integer', (c) => (nullable ? c : c.notNull().defaultTo(0)))
      .execute();
    // Whole cents on both sides: integer division is the same floor as discountPercent.
    await sql`update ${sql.table(table)}
      set discount = (${sql.ref(original)} - ${sql.ref(price)}) * 100 / ${sql.ref(original)}
      where ${sql.ref(original)} > ${sql.ref(price)}`.execute(db);
  }
}
