import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiPath } from '../apiPath';
import { world } from '../world';
import { body, caller, find } from './common';
import type { CampusSettingsInput, DeskDetail, DeskInput } from '../../api/enhancedApi';

/**
 * Desks and campus settings (docs/product.md#desks): a fixed pair of desks, whose writes echo
 * back; the campus settings are the world's.
 */

export const MOCK_DESKS: Omit<DeskDetail, 'mine'>[] = [
  {
    _id: 'desk-library',
    name: 'Library desk',
    place: 'Main Library, ground floor',
    hours: 'Mon–Fri 9:00–17:00',
    contact: 'library@campus.edu',
    keepers: [{ _id: 'u-keeper2', name: 'Lee Library' }],
    storagePlaces: ['Box 1', 'Box 2', 'Box 3', 'Box 4'],
    itemCount: 1,
  },
  {
    _id: 'desk-security',
    name: 'Security office',
    place: 'Gatehouse, North Gate',
    hours: 'Every day, 24 hours',
    contact: '+1 555 0100',
    keepers: [{ _id: 'u-keeper', name: 'Kim Keeper' }],
    storagePlaces: ['Shelf A1', 'Shelf B3', 'Safe'],
    itemCount: 2,
  },
];

const asDetail = (id: string, input: DeskInput): DeskDetail => ({
  _id: id,
  name: input.name,
  place: input.place,
  hours: input.hours,
  contact: input.contact,
  keepers: input.keeperIds.map((k) => ({ _id: k, name: k })),
  storagePlaces: input.storagePlaces,
  itemCount: 0,
  mine: false,
});

export const deskHandlers: HttpHandler[] = [
  http.get(apiPath('/desks'), () =>
    HttpResponse.json({
      desks: MOCK_DESKS.map(({ _id, name, place, hours, contact }) => ({
        _id,
        name,
        place,
        hours,
        contact,
      })),
    }),
  ),
  http.get(apiPath('/office/desks'), ({ request }) => {
    const me = caller(request);
    return HttpResponse.json({
      desks: MOCK_DESKS.map((d) => ({ ...d, mine: d.keepers.some((k) => k._id === me._id) })),
    });
  }),
  http.post(apiPath('/admin/desks'), async ({ request }) =>
    HttpResponse.json(
      {
        message: 'Desk created successfully.',
        desk: asDetail('desk-new', await body<DeskInput>(request)),
      },
      { status: 201 },
    ),
  ),
  http.put(apiPath('/admin/desks/:id'), async ({ request, params }) =>
    HttpResponse.json({
      message: 'Desk updated successfully.',
      desk: asDetail(String(params.id), await body<DeskInput>(request)),
    }),
  ),
  http.delete(apiPath('/admin/desks/:id'), ({ params }) => {
    const desk = find(MOCK_DESKS, params.id, 'Desk');
    return HttpResponse.json({
      message: 'Desk deleted successfully.',
      desk: { ...desk, mine: false },
    });
  }),
  http.get(apiPath('/settings/campus'), () => HttpResponse.json(world.campus)),
  http.put(apiPath('/admin/settings/campus'), async ({ request }) => {
    world.campus = await body<CampusSettingsInput>(request);
    return HttpResponse.json({ message: 'Campus settings saved.', settings: world.campus });
  }),
];
