import { describe, expect, it } from 'vitest';
import { longCalendarDate } from './calendar-date.ts';

describe('longCalendarDate', () => {
  it('writes each month as Intl writes it long, in English and French', () => {
    const formats = {
      en: new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }),
      fr: new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' }),
    };
    for (let month = 1; month <= 12; month += 1) {
      for (const day of [1, 9, 28]) {
        const iso = `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        for (const lang of ['en', 'fr'] as const) {
          expect(longCalendarDate(iso, lang)).toBe(formats[lang].format(new Date(iso)));
        }
      }
    }
  });

  it('reads the day of a date or a timestamp as UTC, and nothing of a date that is none', () => {
    expect(longCalendarDate('2026-10-18', 'en')).toBe('October 18, 2026');
    expect(longCalendarDate('2026-10-18', 'fr')).toBe('18 octobre 2026');
    expect(longCalendarDate('2026-12-31T23:30:00.000Z', 'en')).toBe('December 31, 2026');
    expect(longCalendarDate('not a date', 'en')).toBeNull();
  });
});
