import { ERROR_CODES } from '@store/shared/error-codes';
import { VALIDATION_RULES } from '@store/shared/validation-rules';
import { describe, expect, it } from 'vitest';
import adminErrorsEn from './admin/errors.en.json';
import adminErrorsFr from './admin/errors.fr.json';
import adminFieldsEn from './admin/fields.en.json';
import adminFieldsFr from './admin/fields.fr.json';
import adminValidationEn from './admin/validation.en.json';
import adminValidationFr from './admin/validation.fr.json';
import en from './en.json';
import fr from './fr.json';
import {
  ADMIN_FIELD_SCHEMAS,
  AUDIT_ONLY_FIELDS,
  fieldNamesOf,
  STOREFRONT_FIELD_SCHEMAS,
} from './field-schemas.fixture.ts';

/**
 * The server answers codes, never sentences for people: each app words every code of the shared list
 * in both languages, the storefront (apiErrors.* of en.json / fr.json) and the admin panel
 * (admin/errors.<lang>.json), and every rule a validation refusal can name. A code added to the list
 * without its words fails here, not on a French screen.
 */

type Table = Readonly<Record<string, unknown>>;

/** The keys of a table a text is looked up by: plural forms count under their base key. */
const baseKeys = (table: Table) =>
  new Set(Object.keys(table).map((key) => key.replace(/_(one|many|other)$/, '')));

const missing = (wanted: readonly string[], table: Table) =>
  wanted.filter((key) => !baseKeys(table).has(key));

/** The `{{placeholders}}` of each text, so a translation cannot drop or misspell one. */
function placeholdersOf(table: Table): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(table)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([key, text]) => [key, [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '').sort()]),
  );
}

describe('error texts', () => {
  const tables = {
    'storefront en': en.apiErrors,
    'storefront fr': fr.apiErrors,
    'admin en': adminErrorsEn,
    'admin fr': adminErrorsFr,
  };

  it.each(Object.entries(tables))('%s words every error code of the shared list', (_name, table) => {
    expect(missing(ERROR_CODES, table)).toEqual([]);
  });

  it('say the same numbers and names in French as in English', () => {
    const dropped = (english: Table, french: Table) =>
      Object.entries(placeholdersOf(english))
        .filter(([key, names]) => {
          const frenchKey = key in french ? key : `${key.replace(/_(one|other)$/, '')}_other`;
          return JSON.stringify(placeholdersOf(french)[frenchKey] ?? []) !== JSON.stringify(names);
        })
        .map(([key]) => key);
    expect(dropped(en.apiErrors, fr.apiErrors)).toEqual([]);
    expect(dropped(adminErrorsEn, adminErrorsFr)).toEqual([]);
  });

  it('word every rule a validation refusal can name, in both apps and both languages', () => {
    expect(missing(VALIDATION_RULES, en.validation.rule)).toEqual([]);
    expect(missing(VALIDATION_RULES, fr.validation.rule)).toEqual([]);
    expect(missing(VALIDATION_RULES, adminValidationEn.rule)).toEqual([]);
    expect(missing(VALIDATION_RULES, adminValidationFr.rule)).toEqual([]);
  });
});

describe('field labels', () => {
  // A refusal names its field by its path ('variants.0.sku'); the label goes by the last name ('sku').
  const adminFields = [...new Set([...ADMIN_FIELD_SCHEMAS.flatMap(fieldNamesOf), ...AUDIT_ONLY_FIELDS])];
  const storefrontFields = [...new Set(STOREFRONT_FIELD_SCHEMAS.flatMap(fieldNamesOf))];

  it('cover every field of the admin calls and entities, in both languages (refusals and the audit log)', () => {
    expect(adminFields.length).toBeGreaterThan(50);
    expect(missing(adminFields, adminFieldsEn)).toEqual([]);
    expect(missing(adminFields, adminFieldsFr)).toEqual([]);
  });

  it('cover every field a shopper sends, in both languages', () => {
    expect(storefrontFields.length).toBeGreaterThan(20);
    expect(missing(storefrontFields, en.validation.field)).toEqual([]);
    expect(missing(storefrontFields, fr.validation.field)).toEqual([]);
  });
});
