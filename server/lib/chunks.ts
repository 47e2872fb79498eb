/**
 * `list` in slices of at most `size`, in order: a statement binds at most 32,766 values on
 * SQLite and 65,535 on PostgreSQL, so long lists of ids or rows go in several.
 */
export function* chunksOf<T>(list: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < list.length; i += size) yield list.slice(i, i + size);
}
