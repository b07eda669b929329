// A worker thread answering read-only queries on its own SQLite connection (sqlite-read-pool.ts).
// Plain JavaScript, so it starts the same under any loader (tsx, vitest, plain node).
import Database from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';
import { applyReadSettings, keptStatements } from './sqlite-connection.mjs';

const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
// The same settings and functions as the main connection; WAL lets it read while that one writes.
applyReadSettings(db);
const statement = keptStatements(db);

parentPort.on('message', ({ id, sql, parameters }) => {
  try {
    const stmt = statement(sql);
    if (!stmt.reader) throw new Error('Only queries that read may run on a read worker');
    parentPort.postMessage({ id, rows: stmt.all(parameters) });
  } catch (error) {
    parentPort.postMessage({ id, error: { message: error.message, code: error.code } });
  }
});
