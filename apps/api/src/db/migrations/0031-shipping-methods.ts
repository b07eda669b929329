import { type Kysely, sql } from 'kysely';

/**
 * How an order travels (issue 22): standard or express, chosen at checkout. The payment records the
 * method it was priced with, so the order placed from it is priced the same way; the order keeps it
 * for the customer, the e-mails and the panel. Existing rows were all standard. A migration holds its
 * own statements and imports no live module code.
 */
const METHODS = sql`shipping_method in ('standard', 'express')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['payments', 'orders']) {
    await db.schema
      .alterTable(table)
      .addColumn('shipping_method', 'text', (c) => c.notNull().defaultTo('standard').check(METHODS))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['payments', 'orders']) {
    await db.schema.alterTable(table).dropColumn('shipping_method').execute();
  }
}
