import type { Db } from '../db/client';

/** The transaction handle Db.transaction passes to its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or a transaction: what a statement helper runs on. */
export type Executor = Db | Tx;
