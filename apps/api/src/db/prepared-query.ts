import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './connect.ts';

/** Stands for the i-th argument while a prepared query is built (a value no caller sends). */
const MARK = '\u0000prepared-argument:';
const marker = (i: number) => `${MARK}${i}`;

/**
 * A query whose shape never changes, built and compiled by Kysely once per database and then run with
 * each call's argument values. Building a query anew on every request (immutable nodes, identifier
 * parsing, the camel-case pass, compiling) was a quarter of the main thread's time when serving
 * product pages. `build` may only pass its arguments on as values (a where, a limit): it is called
 * once, with placeholders, and an argument that does not come out as a parameter is refused.
 */
export function preparedQuery<A extends readonly (string | number)[], R>(
  build: (db: Db, ...args: A) => Compilable<R>,
): (db: Db, ...args: A) => Promise<R[]> {
  const compiled = new WeakMap<Db, CompiledQuery<R>>();
  const compile = (db: Db, arity: number): CompiledQuery<R> => {
    const placeholders = Array.from({ length: arity }, (_, i) => marker(i)) as unknown as A;
    const query = build(db, ...placeholders).compile();
    for (let i = 0; i < arity; i += 1) {
      if (!query.parameters.includes(marker(i))) {
        throw new Error(`preparedQuery: argument ${i} is not passed on as a value`);
      }
    }
    compiled.set(db, query);
    return query;
  };
  return async (db, ...args) => {
    const query = compiled.get(db) ?? compile(db, args.length);
    const parameters = query.parameters.map((value) =>
      typeof value === 'string' && value.startsWith(MARK) ? args[Number(value.slice(MARK.length))] : value,
    );
    return (await db.executeQuery<R>({ ...query, parameters })).rows;
  };
}

/**
 * preparedQuery for a family of shapes, one compiled query per shape (a sort order, say): `shape`
 * chooses the query's form, the arguments only fill in its values.
 */
export function preparedQueries<S extends string, A extends readonly (string | number)[], R>(
  build: (db: Db, shape: S, ...args: A) => Compilable<R>,
): (db: Db, shape: S, ...args: A) => Promise<R[]> {
  const byShape = new Map<S, (db: Db, ...args: A) => Promise<R[]>>();
  return (db, shape, ...args) => {
    let run = byShape.get(shape);
    if (!run) {
      run = preparedQuery((d: Db, ...a: A) => build(d, shape, ...a));
      byShape.set(shape, run);
    }
    return run(db, ...args);
  };
}
