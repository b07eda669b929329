/** A stored list, either a bare JSON array or `{ items: [...] }`; anything else counts as empty. */
export function parseJsonList(raw: string | null): unknown[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (Array.isArray(value)) return value;
    if (value && typeof value === 'object' && 'items' in value && Array.isArray(value.items)) {
      return value.items as unknown[];
    }
  } catch {
    // A corrupt entry must not break the header.
  }
  return [];
}
