import type { StoreSettings } from '@store/shared/schemas/store-settings';
import { nowIso } from '../../../db/dialect.ts';
import type { Ctx } from '../../../lib/context.ts';
import { readStoreSettings } from '../../settings/index.ts';
import { recordAudit } from '../audit/audit.service.ts';

/** Changes the settings given, audited in the caller's transaction; answers them all as they now are. */
export async function updateStoreSettings(ctx: Ctx, changes: Partial<StoreSettings>): Promise<StoreSettings> {
  const before = await readStoreSettings(ctx.db);
  if (changes.guestCheckout !== undefined) {
    const values = {
      id: 1 as const,
      guestCheckout: changes.guestCheckout ? 1 : 0,
      updatedAt: nowIso(),
    } as const;
    await ctx.db
      .insertInto('storeSettings')
      .values(values)
      .onConflict((oc) =>
        oc.column('id').doUpdateSet({ guestCheckout: values.guestCheckout, updatedAt: values.updatedAt }),
      )
      .execute();
  }
  const after = await readStoreSettings(ctx.db);
  await recordAudit(ctx, {
    action: 'settings.update',
    entityType: 'settings',
    entityId: null,
    before,
    after,
  });
  return after;
}
