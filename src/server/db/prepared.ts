import type { Db } from './client.ts';

/**
 * A query built and prepared once per database handle, on first use (issue 14: drizzle building
 * the same SQL again on every call was a fifth of the PostgreSQL profile). The statement is
 * named, so each pooled connection also parses and plans it once, on PostgreSQL and on the
 * embedded database (node-postgres on both, decision 0085). Values are bound at execute time
 * through `sql.placeholder(...)`.
 */
export function preparedQuery<Prepared>(build: (db: Db) => Prepared): (db: Db) => Prepared {
  const byDatabase = new WeakMap<Db, Prepared>();
  return (db) => {
    let prepared = byDatabase.get(db);
    if (!prepared) {
      prepared = build(db);
      byDatabase.set(db, prepared);
    }
    return prepared;
  };
}
