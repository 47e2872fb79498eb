import { toCategoryDto } from '../categories';
import type { SavedSearchView } from './repository';
import type { Schemas } from '../../contract/operations';

/** A stored saved search as openapi.yaml's SavedSearch ('' in the table is "any": null). */
export const toSavedSearchDto = (s: SavedSearchView): Schemas['SavedSearch'] => ({
  _id: s.id,
  search: s.search,
  status: s.status === '' ? null : s.status,
  category: s.category ? toCategoryDto(s.category) : null,
  postedWithin: s.posted_within === '' ? null : s.posted_within,
  place: s.place_id === '' ? null : s.place_id,
  createdAt: s.created_at,
});
