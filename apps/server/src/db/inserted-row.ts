/** The row an `INSERT … RETURNING` gave back; an insert that returns none is a bug, named by its table. */
export function insertedRow<Row>(table: string, rows: readonly Row[]): Row {
  const [row] = rows;
  if (!row) throw new Error(`insert into ${table} returned no row`);
  return row;
}
