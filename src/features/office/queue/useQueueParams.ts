import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { withFilters, withPage } from '../../../app/urlParams';
import { QUEUE_VIEWS } from './queueViews';
import type { QueueView } from '../../../api/enhancedApi';

/** What the queue shows, as its URL holds it ('' is "any"; docs/product.md#the-keepers-queue). */
export type QueueParams = {
  view: QueueView;
  deskId: string;
  storage: string;
  /** The search box: a reference or title words. */
  q: string;
  page: number;
};

type Filter = Exclude<keyof QueueParams, 'page'>;

const isView = (value: string | null): value is QueueView =>
  QUEUE_VIEWS.some((v) => v.view === value);

/** Reads the queue's view from the query string; anything unknown reads as the default. */
export function readQueueParams(params: URLSearchParams): QueueParams {
  const view = params.get('view');
  const page = Number(params.get('page'));
  return {
    view: isView(view) ? view : 'all',
    deskId: params.get('deskId') ?? '',
    storage: params.get('storage') ?? '',
    q: params.get('q') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** "All" is the default view: it leaves the URL. */
const isDefault = (key: string, value: string) => key === 'view' && value === 'all';

/**
 * The queue's view lives in the URL, so reload and back/forward keep it and a link shares it
 * (docs/product.md#the-keepers-queue). Defaults leave the URL; any filter change is page 1 again.
 */
export function useQueueParams() {
  const [search, setSearch] = useSearchParams();
  const params = readQueueParams(search);

  const setFilters = useCallback(
    (changes: Partial<Record<Filter, string>>) =>
      setSearch((prev) => withFilters(prev, changes, isDefault)),
    [setSearch],
  );

  const setPage = useCallback(
    (page: number) => setSearch((prev) => withPage(prev, page)),
    [setSearch],
  );

  return { params, setFilters, setPage };
}
