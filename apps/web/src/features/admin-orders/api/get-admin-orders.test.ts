import { describe, expect, it } from 'vitest';
import { orderFilterQuery } from './get-admin-orders.ts';

const NONE = { search: '', status: '', dateFrom: '', dateTo: '' } as const;

describe('the orders list filters as the API takes them', () => {
  it('leaves out the filters that are not set and trims the search', () => {
    expect(orderFilterQuery(NONE)).toEqual({
      search: undefined,
      status: undefined,
      dateFrom: undefined,
      dateTo: undefined,
    });
    expect(orderFilterQuery({ ...NONE, search: '  ada ', status: 'shipped' })).toMatchObject({
      search: 'ada',
      status: 'shipped',
    });
  });

  it('sends the chosen days as the first and last instants of those days on the admin’s clock', () => {
    const { dateFrom, dateTo } = orderFilterQuery({ ...NONE, dateFrom: '2026-11-24', dateTo: '2026-11-25' });
    expect(dateFrom).toBe(new Date(2026, 10, 24).toISOString());
    expect(dateTo).toBe(new Date(2026, 10, 25, 23, 59, 59, 999).toISOString());
    // Both whole days: 48 hours less one millisecond apart, whatever the time zone (no DST change then).
    expect(Date.parse(dateTo!) - Date.parse(dateFrom!)).toBe(2 * 86_400_000 - 1);
  });
});
