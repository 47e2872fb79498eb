import { Typography } from '@mui/material';
import { LoadErrorAlert } from './LoadErrorAlert';
import type { ReactNode } from 'react';
import type { FailedAction } from '../../app/errorTexts';

/** An RTK Query result, as the shared load pieces read it. */
export type QueryState = {
  error?: unknown;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

/** The banner for a query that failed: its error, and Retry refetching it. */
export function QueryErrorAlert({
  action,
  query,
  gutterBottom,
}: {
  action: FailedAction;
  query: QueryState;
  gutterBottom?: boolean;
}) {
  return (
    <LoadErrorAlert
      action={action}
      error={query.error}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
      gutterBottom={gutterBottom}
    />
  );
}

type Props = {
  query: QueryState;
  /** What failed, for the banner: "Failed to <action>". */
  action: FailedAction;
  /** Shown while the first answer is awaited. */
  loading: ReactNode;
  /** The answer holds nothing to show: `emptyText` instead of the children. */
  isEmpty: boolean;
  emptyText: string;
  gutterBottom?: boolean;
  children: ReactNode;
};

/** A panel's body for one query: loading, the failure banner, the empty text, or the content. */
export function QueryBody({
  query,
  action,
  loading,
  isEmpty,
  emptyText,
  gutterBottom,
  children,
}: Props) {
  if (query.isLoading) return loading;
  if (query.error)
    return <QueryErrorAlert action={action} query={query} gutterBottom={gutterBottom} />;
  if (isEmpty) return <Typography color="text.secondary">{emptyText}</Typography>;
  return children;
}
