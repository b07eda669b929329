import { z } from 'zod';
import { text } from './text.ts';
import { checkAddressParts, storedAddressParts } from './address-parts.ts';
import { FIELD_LIMITS } from '../field-limits.ts';
import {
  ADDRESS_TYPES,
  GENDERS,
  LANGUAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PERMISSIONS,
  ROLES,
} from '../constants.ts';

/** Accounts: users, addresses, sign-in and profile payloads (storefront §3, §5, §7). */

export const addressSchema = z.object({
  _id: z.string(),
  id: z.string(),
  type: z.enum(ADDRESS_TYPES),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

export const preferencesSchema = z.object({
  language: z.enum(LANGUAGES),
  newsletter: z.boolean(),
  notifications: z.object({ email: z.boolean(), sms: z.boolean() }),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const userSchema = z.object({
  _id: z.string(),
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  phone: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  avatar: z.string().nullable(),
  role: z.enum(ROLES),
  permissions: z.array(z.enum(PERMISSIONS)),
  createdAt: z.string(),
  addresses: z.array(addressSchema),
  preferences: preferencesSchema,
});
export type User = z.infer<typeof userSchema>;

/** An e-mail address as typed: trimmed and lower-cased (a guest's at checkout too). */
export const emailAddressSchema = text()
  .trim()
  .toLowerCase()
  .pipe(z.email('Please enter a valid e-mail address').max(FIELD_LIMITS.email, 'E-mail is too long'));

const name = (label: string) =>
  text()
    .trim()
    .min(1, `${label} is required`)
    .max(FIELD_LIMITS.personName, `${label} must be at most ${FIELD_LIMITS.personName} characters`);

/** A new password: length only, no composition rules (NIST SP 800-63B); common ones are refused by the API. */
export const newPasswordSchema = text()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

export const loginBodySchema = z.object({
  email: text().trim().toLowerCase().min(1, 'E-mail is required').max(FIELD_LIMITS.email),
  password: text().min(1, 'Password is required').max(FIELD_LIMITS.signInPassword),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const registerBodySchema = z
  .object({
    firstName: name('First name'),
    lastName: name('Last name'),
    email: emailAddressSchema,
    password: newPasswordSchema,
    confirmPassword: text().max(1024),
  })
  .refine((b) => b.password === b.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  });
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const authResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  user: userSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const userResponseSchema = z.object({ success: z.literal(true), user: userSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

/** Fields a customer may change. Anything else sent (role, email, id, isActive…) is dropped. */
export const profileUpdateSchema = z.object({
  firstName: name('First name').optional(),
  lastName: name('Last name').optional(),
  phone: text()
    .trim()
    .max(FIELD_LIMITS.phone, `Phone must be at most ${FIELD_LIMITS.phone} characters`)
    .nullable()
    .optional(),
  dateOfBirth: text()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date of birth must be YYYY-MM-DD')
    .refine((v) => {
      const date = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(v) && date < new Date();
    }, 'Date of birth must be a real date in the past')
    .or(z.literal('').transform(() => null))
    .nullable()
    .optional(),
  gender: z
    .enum(GENDERS)
    .or(z.literal('').transform(() => null))
    .nullable()
    .optional(),
  avatar: text()
    .trim()
    .max(FIELD_LIMITS.avatarUrl)
    .refine((v) => v === '' || /^(https:\/\/|\/)/.test(v), 'Avatar must be an https:// or site path')
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  preferences: z
    .object({
      language: z.enum(LANGUAGES).optional(),
      newsletter: z.boolean().optional(),
      notifications: z.object({ email: z.boolean().optional(), sms: z.boolean().optional() }).optional(),
    })
    .optional(),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const changePasswordBodySchema = z
  .object({
    currentPassword: text().min(1, 'Current password is required').max(1024),
    newPassword: newPasswordSchema,
    confirmPassword: text().max(1024).optional(),
  })
  .refine((b) => b.confirmPassword === undefined || b.newPassword === b.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** A new token replaces the caller's: changing the password revokes every earlier one. */
export const changePasswordResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
});

const addressField = (label: string, max: number) =>
  text().trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);
const optionalText = (max: number) =>
  text()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/**
 * An address of the book (storefront §5: street, city, state, ZIP code and country required). Its
 * country, state, postcode and phone are checked together as at checkout, and the phone is kept in E.164.
 */
export const addressBodySchema = z
  .object({
    type: z.enum(ADDRESS_TYPES).default('home'),
    street: addressField('Street', FIELD_LIMITS.street),
    city: addressField('City', FIELD_LIMITS.city),
    state: addressField('State', FIELD_LIMITS.state),
    zipCode: addressField('ZIP code', FIELD_LIMITS.zipCode),
    country: addressField('Country', FIELD_LIMITS.country).toUpperCase(),
    isDefault: z.boolean().optional(),
    firstName: optionalText(FIELD_LIMITS.personName),
    lastName: optionalText(FIELD_LIMITS.personName),
    phone: optionalText(FIELD_LIMITS.phone),
  })
  .superRefine(checkAddressParts)
  .transform(storedAddressParts);
export type AddressBody = z.input<typeof addressBodySchema>;

export const addressesResponseSchema = z.object({
  success: z.literal(true),
  addresses: z.array(addressSchema),
});
export type AddressesResponse = z.infer<typeof addressesResponseSchema>;

export const successResponseSchema = z.object({ success: z.literal(true), message: z.string() });
