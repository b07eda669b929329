import type { Db } from '../../db/connect.ts';

/**
 * A value read from a database and kept in memory until told to forget it (on catalogueChanged):
 * what every search needs and only an admin edit changes. A failed read is not kept.
 */
export function perDatabase<T>(load: (db: Db) => Promise<T>) {
  const cache = new WeakMap<Db, Promise<T>>();
  return {
    get(db: Db): Promise<T> {
      let value = cache.get(db);
      if (!value) {
        const read = load(db);
        read.catch(() => {
          if (cache.get(db) === read) cache.delete(db);
        });
        cache.set(db, read);
        value = read;
      }
      return value;
    },
    forget(db: Db): void {
      cache.delete(db);
    },
  };
}
