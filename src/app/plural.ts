/**
 * docs/product.md#formats: a count with its noun, in the singular for one ("1 conversation",
 * "2 conversations"). `many` defaults to the noun plus "s".
 */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The singular of a regular English plural ("categories" → "category", "items" → "item"). */
export function singularOf(many: string): string {
  if (many.endsWith('ies')) return `${many.slice(0, -3)}y`;
  return many.endsWith('s') ? many.slice(0, -1) : many;
}
