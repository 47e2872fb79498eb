/**
 * The union of ascending ordinal lists as one ascending list. Few entries: concatenated and
 * sorted; many (a short prefix like "ca"): marked in a byte per item and read back in order.
 */
export function mergedPostings(lists: Int32Array[], items: number): Int32Array {
  if (lists.length === 0) return new Int32Array(0);
  if (lists.length === 1) return lists[0].slice();
  const total = lists.reduce((n, l) => n + l.length, 0);
  if (total * 16 < items) {
    const all = new Int32Array(total);
    let at = 0;
    for (const l of lists) {
      all.set(l, at);
      at += l.length;
    }
    all.sort();
    return dedupe(all);
  }
  const marks = new Uint8Array(items);
  for (const l of lists) for (let i = 0; i < l.length; i++) marks[l[i]] = 1;
  let n = 0;
  for (let i = 0; i < items; i++) n += marks[i];
  const out = new Int32Array(n);
  for (let i = 0, at = 0; i < items; i++) if (marks[i]) out[at++] = i;
  return out;
}

function dedupe(sorted: Int32Array): Int32Array {
  let n = 0;
  for (let i = 0; i < sorted.length; i++) {
    if (i === 0 || sorted[i] !== sorted[i - 1]) sorted[n++] = sorted[i];
  }
  return sorted.subarray(0, n);
}
