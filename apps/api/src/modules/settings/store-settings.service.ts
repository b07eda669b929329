import type { StoreSettings } from '@store/shared/schemas/store-settings';
import type { Db } from '../../db/connect.ts';

/** The shop's settings; the migration writes their one row, so a missing row means the defaults. */
export async function readStoreSettings(db: Db): Promise<StoreSettings> {
  const row = await db
    .selectFrom('storeSettings')
    .select('guestCheckout')
    .where('id', '=', 1)
    .executeTakeFirst();
  return { guestCheckout: row ? row.guestCheckout === 1 : true };
}
