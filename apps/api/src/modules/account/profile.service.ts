import type { ProfileUpdate } from '@store/shared/schemas/auth';
import type { profileUpdateSchema } from '@store/shared/schemas/auth';
import type { Updateable } from 'kysely';
import type { z } from 'zod';
import { flag, nowIso } from '../../db/dialect.ts';
import type { UsersTable } from '../../db/types.ts';
import { callerId, type Ctx } from '../../lib/context.ts';

type ParsedProfile = z.output<typeof profileUpdateSchema>;
export type { ProfileUpdate };

/**
 * Applies the fields the caller may change. The schema has already dropped anything else, so a
 * role, e-mail, id or active flag in the body never reaches this point; preferences merge field by field.
 */
export async function updateProfile(ctx: Ctx, body: ParsedProfile): Promise<void> {
  const changes: Updateable<UsersTable> = {};
  if (body.firstName !== undefined) changes.firstName = body.firstName;
  if (body.lastName !== undefined) changes.lastName = body.lastName;
  if (body.phone !== undefined) changes.phone = body.phone || null;
  if (body.dateOfBirth !== undefined) changes.dateOfBirth = body.dateOfBirth;
  if (body.gender !== undefined) changes.gender = body.gender;
  if (body.avatar !== undefined) changes.avatar = body.avatar;
  const prefs = body.preferences;
  if (prefs?.language !== undefined) changes.prefLanguage = prefs.language;
  if (prefs?.newsletter !== undefined) changes.prefNewsletter = flag(prefs.newsletter);
  if (prefs?.notifications?.email !== undefined) changes.prefNotifyEmail = flag(prefs.notifications.email);
  if (prefs?.notifications?.sms !== undefined) changes.prefNotifySms = flag(prefs.notifications.sms);
  if (Object.keys(changes).length === 0) return;
  await ctx.db
    .updateTable('users')
    .set({ ...changes, updatedAt: nowIso() })
    .where('id', '=', callerId(ctx))
    .execute();
}
