import { skipToken } from '@reduxjs/toolkit/query';
import { useSearchParams } from 'react-router-dom';
import { useGetItemQuery, type Item } from '../../../api/enhancedApi';
import { useAppSelector } from '../../../app/hooks';
import { selectCurrentUser } from '../../../app/sessionSlice';

export type FoundForReport =
  | { state: 'none' }
  | { state: 'loading' }
  /** The link asked for a report that is not someone else's open Lost report (any more). */
  | { state: 'unavailable' }
  | { state: 'ready'; report: Item };

/**
 * `/items/create?foundFor=<id>`: the Lost report "I found this" was pressed on
 * (docs/product.md#i-found-this), checked as the server will check it.
 */
export function useFoundForReport(): FoundForReport {
  const [params] = useSearchParams();
  const id = params.get('foundFor');
  const viewer = useAppSelector(selectCurrentUser);
  const { data, isLoading, isError } = useGetItemQuery(id ? { id } : skipToken);
  if (!id) return { state: 'none' };
  if (isLoading) return { state: 'loading' };
  const report = data?.item;
  if (
    isError ||
    !report ||
    report.status !== 'Lost' ||
    !report.isActive ||
    report.closedAs ||
    report.postedBy._id === viewer?.id
  ) {
    return { state: 'unavailable' };
  }
  return { state: 'ready', report };
}
