import { Worker } from 'node:worker_threads';

interface Pending {
  resolve: (rows: unknown[]) => void;
  reject: (error: Error) => void;
}

interface Reader {
  worker: Worker;
  pending: Map<number, Pending>;
}

type Reply = { id: number; rows: unknown[] } | { id: number; error: { message: string; code?: string } };

const WORKER_FILE = new URL('./sqlite-read-worker.mjs', import.meta.url);

/**
 * A few worker threads, each with a read-only connection to the same SQLite file, that run the
 * queries which only read. better-sqlite3 runs a query synchronously, so on the main thread a 40 ms
 * search held every other request for 40 ms; on a worker it holds nothing, and reads use the other
 * cores while the main thread parses requests and writes answers. WAL mode lets them read while the
 * main connection writes, and each sees every transaction committed before its query started.
 */
export class SqliteReadPool {
  private readonly readers: Reader[] = [];
  private nextId = 0;
  private closed = false;

  constructor(
    private readonly file: string,
    size: number,
  ) {
    for (let i = 0; i < size; i += 1) this.readers.push(this.start());
  }

  private start(): Reader {
    const reader: Reader = {
      worker: new Worker(WORKER_FILE, { workerData: { file: this.file } }),
      pending: new Map(),
    };
    reader.worker.on('message', (reply: Reply) => {
      const waiting = reader.pending.get(reply.id);
      if (!waiting) return;
      reader.pending.delete(reply.id);
      if (reader.pending.size === 0) reader.worker.unref();
      if ('rows' in reply) waiting.resolve(reply.rows);
      else waiting.reject(Object.assign(new Error(reply.error.message), { code: reply.error.code }));
    });
    const fail = (error: Error) => {
      for (const waiting of reader.pending.values()) waiting.reject(error);
      reader.pending.clear();
      // A worker that died is replaced, so one bad moment does not shrink the pool for good.
      const index = this.readers.indexOf(reader);
      if (!this.closed && index >= 0) this.readers[index] = this.start();
    };
    reader.worker.on('error', fail);
    reader.worker.on('exit', (code) => {
      if (!this.closed) fail(new Error(`SQLite read worker stopped (exit code ${code})`));
    });
    // An idle worker must not keep alive a process that has nothing else to do; a busy one must.
    reader.worker.unref();
    return reader;
  }

  /** Runs a read on the least busy worker. */
  run(sql: string, parameters: readonly unknown[]): Promise<unknown[]> {
    const reader = this.readers.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
    const id = (this.nextId += 1);
    return new Promise((resolve, reject) => {
      if (reader.pending.size === 0) reader.worker.ref();
      reader.pending.set(id, { resolve, reject });
      reader.worker.postMessage({ id, sql, parameters });
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.readers.map((r) => r.worker.terminate()));
  }
}
