import { campusDateTimeNamed } from '../../lib/campusTime';
import { formatReference, type BatchItem } from '../items';

/**
 * What a disposal batch's printable record shows (docs/product.md#the-keepers-queue): plain
 * strings, so the label thread can draw it without the database.
 */
export type DisposalRecordContent = {
  campusName: string;
  /** The batch's id, so a printed record can be found again. */
  batchId: string;
  /** When it was printed, campus-local ("2026-09-21 14:05 UTC"). */
  printedAt: string;
  items: DisposalRecordRow[];
};

export type DisposalRecordRow = {
  reference: string;
  title: string;
  category: string;
  desk: string;
  method: string;
  note: string;
  by: string;
  /** Campus-local, naming the zone. */
  at: string;
};

export function disposalRecordContent(
  campusName: string,
  batchId: string,
  items: BatchItem[],
  now: string,
): DisposalRecordContent {
  return {
    campusName,
    batchId,
    printedAt: campusDateTimeNamed(now),
    items: items.map((i) => ({
      reference: formatReference(i.ref_no, i.created_at),
      title: i.title,
      category: i.category_name,
      desk: i.desk_name ?? '',
      method: i.disposal_method ?? '',
      note: i.disposal_note ?? '',
      by: i.actor_name ?? '(unknown)',
      at: i.disposed_at ? campusDateTimeNamed(i.disposed_at) : '',
    })),
  };
}
