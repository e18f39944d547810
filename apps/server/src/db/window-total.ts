import { sql } from 'drizzle-orm';

/** The number of rows the query matched before `limit`/`offset`, carried on each row of a page. */
export const windowTotal = sql<number>`count(*) over()`.mapWith(Number);
