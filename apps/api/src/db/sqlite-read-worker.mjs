// A worker thread answering read-only queries on its own SQLite connection (sqlite-read-pool.ts).
// Plain JavaScript, so it starts the same under any loader (tsx, vitest, plain node).
import Database from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';

const MAX_STATEMENTS = 1000;

const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
// The same read settings as the main connection (connect.ts); WAL lets it read while that one writes.
db.pragma('busy_timeout = 5000');
db.pragma('cache_size = -65536');
db.pragma('mmap_size = 268435456');
db.pragma('temp_store = memory');
// The same function the main connection registers (connect.ts, migration 0012): queries may call it.
db.function('unicode_lower', { deterministic: true }, (value) =>
  typeof value === 'string' ? value.toLowerCase() : value,
);

/** Prepared statements kept by text, least recently used first out. */
const kept = new Map();
function statement(sql) {
  const found = kept.get(sql);
  if (found && !found.busy) {
    kept.delete(sql);
    kept.set(sql, found);
    return found;
  }
  const prepared = db.prepare(sql);
  kept.set(sql, prepared);
  if (kept.size > MAX_STATEMENTS) kept.delete(kept.keys().next().value);
  return prepared;
}

parentPort.on('message', ({ id, sql, parameters }) => {
  try {
    const stmt = statement(sql);
    if (!stmt.reader) throw new Error('Only queries that read may run on a read worker');
    parentPort.postMessage({ id, rows: stmt.all(parameters) });
  } catch (error) {
    parentPort.postMessage({ id, error: { message: error.message, code: error.code } });
  }
});
