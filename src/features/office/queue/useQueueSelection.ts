import { useState } from 'react';
import type { QueueItem } from '../../../api/enhancedApi';

const idsOf = (rows: QueueItem[]) => rows.map((r) => r.item._id);

/**
 * The ticked rows (docs/product.md#the-keepers-queue). A selection never outlives its rows: a
 * new view, filter, search or page (`scope`) starts with nothing ticked, and when the rows shown
 * change (a reload after labels, a move, someone else's change) the ticks of rows that left go.
 */
export function useQueueSelection(scope: string, rows: QueueItem[]) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const shownKey = `${scope}\n${idsOf(rows).join(' ')}`;
  const [seen, setSeen] = useState({ scope, shownKey });
  if (seen.shownKey !== shownKey) {
    setSeen({ scope, shownKey });
    const shown = new Set(idsOf(rows));
    setSelected((old) =>
      seen.scope !== scope ? new Set() : new Set([...old].filter((id) => shown.has(id))),
    );
  }

  const toggle = (id: string) =>
    setSelected((old) => {
      const next = new Set(old);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const toggleAll = () =>
    setSelected((old) =>
      rows.every((r) => old.has(r.item._id)) ? new Set() : new Set(idsOf(rows)),
    );
  const clear = () => setSelected(new Set());
  // In the order the rows show them.
  const ids = idsOf(rows).filter((id) => selected.has(id));
  return { selected, ids, toggle, toggleAll, clear };
}
