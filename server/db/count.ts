/** PostgreSQL answers COUNT(*) as a string, SQLite as a number. */
export const toCount = (value: string | number | bigint | null | undefined): number =>
  Number(value ?? 0);
