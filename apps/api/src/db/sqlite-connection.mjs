// What every SQLite connection of the store shares, the main one (connect.ts) and the read workers'
// (sqlite-read-worker.mjs). Plain JavaScript, so a worker thread loads it under any loader.

/** Prepared statements kept per connection; the least recently used goes past this many. */
const MAX_STATEMENTS = 1000;

/**
 * Read settings and the store's SQL functions. A 100k-product catalogue is ~200 MB: the default 2 MB
 * page cache would reread it from the OS on every scan, and memory-mapped reads skip a copy per page.
 * SQLite's lower() folds ASCII letters only; searches with other letters use unicode_lower
 * (migration 0012).
 */
export function applyReadSettings(db) {
  db.pragma('busy_timeout = 5000');
  db.pragma('cache_size = -65536');
  db.pragma('mmap_size = 268435456');
  db.pragma('temp_store = memory');
  db.function('unicode_lower', { deterministic: true }, (value) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  );
}

/**
 * A prepare() that keeps each statement for the next query of the same text (Kysely sends one text
 * per query shape, so texts repeat). SQLite prepares a kept statement again by itself after a schema
 * change; one still being iterated (a streamed read) is not handed out again until it is done.
 */
export function keptStatements(db) {
  const kept = new Map();
  return (sql) => {
    const found = kept.get(sql);
    if (found && !found.busy) {
      // Map order is insertion order: moving a hit to the end keeps the oldest first for eviction.
      kept.delete(sql);
      kept.set(sql, found);
      return found;
    }
    const statement = db.prepare(sql);
    kept.set(sql, statement);
    if (kept.size > MAX_STATEMENTS) kept.delete(kept.keys().next().value);
    return statement;
  };
}
