import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  RawNode,
  SelectQueryNode,
  SqliteDialect,
  type SqliteDialectConfig,
  type TransactionSettings,
} from 'kysely';
import type { SqliteReadPool } from './sqlite-read-pool.ts';

/** A query that only reads: a select, or raw SQL that starts with one. */
function onlyReads(query: CompiledQuery): boolean {
  return SelectQueryNode.is(query.query) || (RawNode.is(query.query) && /^\s*select\b/i.test(query.sql));
}

/**
 * One unit of Kysely's work. It takes the single main connection only when it must: for a write, or
 * for a transaction, whose reads must see its own uncommitted writes. Until then its reads go to the
 * read pool, so they neither wait for the main connection nor hold the event loop.
 */
class RoutingConnection implements DatabaseConnection {
  main: DatabaseConnection | null = null;

  constructor(
    private readonly driver: Driver,
    private readonly pool: SqliteReadPool,
  ) {}

  async pinned(): Promise<DatabaseConnection> {
    this.main ??= await this.driver.acquireConnection();
    return this.main;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (!this.main && onlyReads(query)) {
      return { rows: (await this.pool.run(query.sql, query.parameters)) as R[] };
    }
    return (await this.pinned()).executeQuery<R>(query);
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    yield* (await this.pinned()).streamQuery<R>(query, chunkSize);
  }
}

/** The SQLite driver, with reads outside transactions sent to a pool of read-only workers. */
class RoutingDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly pool: SqliteReadPool,
  ) {}

  init = () => this.inner.init();
  acquireConnection = async (): Promise<DatabaseConnection> => new RoutingConnection(this.inner, this.pool);

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    await this.inner.beginTransaction(await (connection as RoutingConnection).pinned(), settings);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await this.inner.commitTransaction(await (connection as RoutingConnection).pinned());
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await this.inner.rollbackTransaction(await (connection as RoutingConnection).pinned());
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const { main } = connection as RoutingConnection;
    if (main) await this.inner.releaseConnection(main);
  }

  async destroy(): Promise<void> {
    await this.pool.close();
    await this.inner.destroy();
  }
}

/** SQLite through Kysely, reading on worker threads (see SqliteReadPool). */
export class SqliteReadPoolDialect extends SqliteDialect {
  constructor(
    config: SqliteDialectConfig,
    private readonly pool: SqliteReadPool,
  ) {
    super(config);
  }

  override createDriver(): Driver {
    return new RoutingDriver(super.createDriver(), this.pool);
  }
}
