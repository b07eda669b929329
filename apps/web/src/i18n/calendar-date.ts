import type { Language } from '@store/shared/constants';

const MONTHS: Record<Language, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
};

/**
 * A calendar date ('2026-10-18') written out as en-US and fr-FR write it long: 'October 18, 2026',
 * '18 octobre 2026'. The day is read as UTC reads it, as the server does, so the browser's own time
 * zone never moves it a day (nor makes it differ from the server's HTML). Null for a date that is none.
 *
 * Written out rather than by Intl.DateTimeFormat: a page's first Intl formatter loads the browser's
 * locale data, 40 to 60 ms of main thread on a slow machine, in the middle of hydrating the home page.
 */
export function longCalendarDate(iso: string, lang: Language): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const day = date.getUTCDate();
  const month = MONTHS[lang][date.getUTCMonth()];
  const year = date.getUTCFullYear();
  return lang === 'fr' ? `${day} ${month} ${year}` : `${month} ${day}, ${year}`;
}
