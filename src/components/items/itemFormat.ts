import { format, isValid, parseISO } from 'date-fns';
import type { ItemStatus } from '../../api/enhancedApi';

/** SPEC §9: dates in US style everywhere (03/28/2025). */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = parseISO(value);
  return isValid(date) ? format(date, 'MM/dd/yyyy') : '';
}

/** US date with a 12-hour clock (03/28/2025 2:05 PM). */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = parseISO(value);
  return isValid(date) ? format(date, 'MM/dd/yyyy h:mm a') : '';
}

export const ITEM_STATUSES: ItemStatus[] = ['Lost', 'Found', 'Claimed', 'Returned'];
/** SPEC §4: a new item is Lost or Found; edit forms offer all four. */
export const CREATE_STATUSES: ItemStatus[] = ['Lost', 'Found'];
