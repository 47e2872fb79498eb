import { rows, world } from '../world';
import { body, caller, del, find, get, json, post, put, said } from './common';
import type { HttpHandler } from 'msw';
import type { CampusSettingsInput, DeskDetail, DeskInput } from '../../api/enhancedApi';

/**
 * Desks and campus settings (docs/product.md#desks): a fixed pair of desks, whose writes echo
 * back; the campus settings are the world's.
 */

/** id | name | place | hours | contact | keeper's id | keeper's name | storage places | items held */
const DESKS = `
desk-library  | Library desk    | Main Library, ground floor | Mon–Fri 9:00–17:00  | library@campus.edu | u-keeper2 | Lee Library | Box 1, Box 2, Box 3, Box 4 | 1
desk-security | Security office | Gatehouse, North Gate      | Every day, 24 hours | +1 555 0100        | u-keeper  | Kim Keeper  | Shelf A1, Shelf B3, Safe   | 2`;

type MockDesk = Omit<DeskDetail, 'mine'>;
export const MOCK_DESKS: MockDesk[] = rows(DESKS).map(
  ([_id, name, place, hours, contact, keeperId, keeperName, places, count]) => {
    const keepers = [{ _id: keeperId, name: keeperName }];
    const storagePlaces = places.split(', ');
    return { _id, name, place, hours, contact, keepers, storagePlaces, itemCount: Number(count) };
  },
);

const asDetail = (_id: string, { keeperIds, ...input }: DeskInput): DeskDetail => {
  const keepers = keeperIds.map((k) => ({ _id: k, name: k }));
  return { _id, ...input, keepers, itemCount: 0, mine: false };
};

/** The public list's desk: no keepers, storage places or counts. */
const summary = ({ keepers: _k, storagePlaces: _s, itemCount: _c, ...desk }: MockDesk) => desk;

export const deskHandlers: HttpHandler[] = [
  get('/desks', () => json({ desks: MOCK_DESKS.map(summary) })),
  get('/office/desks', ({ request }) => {
    const me = caller(request);
    const mine = (d: MockDesk) => d.keepers.some((k) => k._id === me._id);
    return json({ desks: MOCK_DESKS.map((d) => ({ ...d, mine: mine(d) })) });
  }),
  post('/admin/desks', async ({ request }) => {
    const desk = asDetail('desk-new', await body<DeskInput>(request));
    return said('Desk created successfully.', { desk }, 201);
  }),
  put('/admin/desks/:id', async ({ request, params }) => {
    const desk = asDetail(String(params.id), await body<DeskInput>(request));
    return said('Desk updated successfully.', { desk });
  }),
  del('/admin/desks/:id', ({ params }) => {
    const desk = { ...find(MOCK_DESKS, params.id, 'Desk'), mine: false };
    return said('Desk deleted successfully.', { desk });
  }),
  get('/settings/campus', () => json(world.campus)),
  put('/admin/settings/campus', async ({ request }) => {
    world.campus = await body<CampusSettingsInput>(request);
    return said('Campus settings saved.', { settings: world.campus });
  }),
];
