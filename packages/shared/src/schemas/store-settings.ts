import { z } from 'zod';

/** The shop owner's settings (issue 22): whether shoppers may pay without an account. */
export const storeSettingsSchema = z.object({
  guestCheckout: z.boolean(),
});
export type StoreSettings = z.infer<typeof storeSettingsSchema>;

/** PUT /api/admin/settings: the settings to change; the others stay as they are. */
export const storeSettingsBodySchema = storeSettingsSchema.partial();

export const storeSettingsResponseSchema = z.object({ settings: storeSettingsSchema });
