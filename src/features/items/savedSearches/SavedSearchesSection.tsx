import { useId, useRef, useState, type RefObject } from 'react';
import { LinearProgress, List, Typography } from '@mui/material';
import {
  useDeleteSavedSearchMutation,
  useListSavedSearchesQuery,
  type SavedSearch,
} from '../../../api/enhancedApi';
import { showToast } from '../../../app/toasts';
import { QueryErrorAlert } from '../../../components/feedback/QueryBody';
import { SectionPanel } from '../../../components/SectionPanel';
import { SAVED_SEARCH_TEXTS } from './savedSearch';
import { SavedSearchRow } from './SavedSearchRow';

type ListProps = {
  savedSearches: SavedSearch[];
  headingId: string;
  heading: RefObject<HTMLHeadingElement | null>;
};

function SavedSearchList({ savedSearches, headingId, heading }: ListProps) {
  const [remove] = useDeleteSavedSearchMutation();
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const list = useRef<HTMLUListElement>(null);

  const onDelete = async (id: string, index: number) => {
    if (deletingId) return;
    // The row goes with its button: focus moves on to the next row's Delete (else the
    // previous one's, else the heading) rather than falling to <body>.
    const buttons = list.current?.querySelectorAll<HTMLElement>('[data-saved-search-delete]');
    const next = buttons?.[index + 1] ?? buttons?.[index - 1] ?? heading.current;
    setDeletingId(id);
    try {
      await remove({ id }).unwrap();
      next?.focus();
      showToast(SAVED_SEARCH_TEXTS.deleted, 'success');
    } catch {
      // "Failed to delete saved search: …" comes from the error listener.
    } finally {
      setDeletingId(null);
    }
  };

  return (
    <List ref={list} aria-labelledby={headingId} disablePadding>
      {savedSearches.map((savedSearch, index) => (
        <SavedSearchRow
          key={savedSearch._id}
          savedSearch={savedSearch}
          deleting={deletingId === savedSearch._id}
          onDelete={() => onDelete(savedSearch._id, index)}
        />
      ))}
    </List>
  );
}

/** The dashboard's "Saved searches" ("Alert me" on the browse page saves them). */
export function SavedSearchesSection() {
  const query = useListSavedSearchesQuery();
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const savedSearches = query.data?.savedSearches ?? [];

  let body;
  if (query.isLoading) body = <LinearProgress aria-label="Loading saved searches" sx={{ my: 2 }} />;
  // A failed refetch keeps the list it had.
  else if (query.error && !query.data)
    body = <QueryErrorAlert action="load saved searches" query={query} />;
  else if (!savedSearches.length)
    body = <Typography color="text.secondary">{SAVED_SEARCH_TEXTS.empty}</Typography>;
  else
    body = (
      <SavedSearchList savedSearches={savedSearches} headingId={headingId} heading={heading} />
    );

  return (
    <SectionPanel
      title="Saved searches"
      headingId={headingId}
      headingRef={heading}
      intro={
        savedSearches.length > 0
          ? 'We tell you when a new item fits one of these searches.'
          : undefined
      }
      spaced
    >
      {body}
    </SectionPanel>
  );
}
