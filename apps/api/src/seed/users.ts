import type { Insertable } from 'kysely';
import { PERMISSIONS, type Permission } from '@store/shared/constants';
import { DEMO_CUSTOMER_EMAIL, DEMO_MANAGER_EMAIL } from '../config.ts';
import { stableId } from '../db/ids.ts';
import type { AddressesTable, UsersTable } from '../db/types.ts';
import { isoDaysBefore } from './product-rows.ts';

/** The staff superadmin (from the configuration), and the demo customer and catalogue manager of the README. */

export const userId = (email: string): string => stableId(`user:${email.toLowerCase()}`);

export function adminRow(email: string, passwordHash: string): Insertable<UsersTable> {
  const createdAt = isoDaysBefore(320);
  return {
    id: userId(email),
    email: email.toLowerCase(),
    passwordHash,
    firstName: 'Store',
    lastName: 'Admin',
    phone: null,
    dateOfBirth: null,
    gender: null,
    avatar: null,
    role: 'superadmin',
    prefLanguage: 'en',
    isActive: 1,
    prefNewsletter: 0,
    prefNotifyEmail: 1,
    prefNotifySms: 0,
    lastLoginAt: null,
    createdAt,
    updatedAt: createdAt,
  };
}

/** Every permission of admin §6, for the superadmin. */
export function adminPermissionRows(id: string): { userId: string; permission: string }[] {
  return PERMISSIONS.map((permission) => ({ userId: id, permission }));
}

/**
 * The demo catalogue manager: an admin with only the catalogue permissions, to see the panel as a
 * staff member who is not a superadmin (a shorter menu, the other screens refused).
 */
export const DEMO_MANAGER_PERMISSIONS: readonly Permission[] = ['manage_products', 'manage_categories'];

export function managerRow(passwordHash: string): Insertable<UsersTable> {
  const createdAt = isoDaysBefore(200);
  return {
    ...adminRow(DEMO_MANAGER_EMAIL, passwordHash),
    firstName: 'Camille',
    lastName: 'Durand',
    role: 'admin',
    createdAt,
    updatedAt: createdAt,
  };
}

export function managerPermissionRows(): { userId: string; permission: string }[] {
  return DEMO_MANAGER_PERMISSIONS.map((permission) => ({ userId: userId(DEMO_MANAGER_EMAIL), permission }));
}

export const DEMO_CUSTOMER = {
  id: userId(DEMO_CUSTOMER_EMAIL),
  email: DEMO_CUSTOMER_EMAIL,
  firstName: 'Sophie',
  lastName: 'Martin',
  phone: '+1 415-555-0142',
} as const;

export function customerRow(passwordHash: string): Insertable<UsersTable> {
  const createdAt = isoDaysBefore(160, 5_400_000);
  return {
    ...DEMO_CUSTOMER,
    passwordHash,
    dateOfBirth: '1991-04-12',
    gender: 'female',
    avatar: null,
    role: 'user',
    prefLanguage: 'en',
    isActive: 1,
    prefNewsletter: 1,
    prefNotifyEmail: 1,
    prefNotifySms: 0,
    lastLoginAt: isoDaysBefore(5),
    createdAt,
    updatedAt: createdAt,
  };
}

export const CUSTOMER_HOME = {
  street: '742 Valencia Street, Apt 3',
  city: 'San Francisco',
  state: 'CA',
  zipCode: '94110',
  country: 'US',
} as const;

const CUSTOMER_WORK = {
  street: '500 Howard Street, Suite 300',
  city: 'San Francisco',
  state: 'CA',
  zipCode: '94105',
  country: 'US',
} as const;

export function customerAddressRows(): Insertable<AddressesTable>[] {
  const createdAt = isoDaysBefore(160, 5_000_000);
  const person = {
    userId: DEMO_CUSTOMER.id,
    firstName: DEMO_CUSTOMER.firstName,
    lastName: DEMO_CUSTOMER.lastName,
    phone: DEMO_CUSTOMER.phone,
    createdAt,
    updatedAt: createdAt,
  };
  return [
    { id: stableId('address:customer:home'), type: 'home', isDefault: 1, ...CUSTOMER_HOME, ...person },
    { id: stableId('address:customer:work'), type: 'work', isDefault: 0, ...CUSTOMER_WORK, ...person },
  ];
}
