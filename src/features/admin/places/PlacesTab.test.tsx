import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { server } from '../../../mocks/server';
import { apiPath, errorBody } from '../../../mocks/apiPath';
import { adminState } from '../test/adminTestUtils';
import PlacesTab from './PlacesTab';
import type { Place, PlaceInput } from '../../../api/enhancedApi';

/*
 * The Places tab against a small places API of its own (src/mocks is the shared world; these
 * handlers answer first). Every answer is still checked against openapi.yaml.
 */
let places: Place[];
let writes: { method: string; id?: string; body?: PlaceInput }[];
const at = '2025-03-01T10:00:00.000Z';

function usePlacesApi() {
  places = [
    { _id: 'p-eb', name: 'Engineering Building', aliases: ['EB', 'Eng building'], updatedAt: at },
    { _id: 'p-lib', name: 'Main Library', aliases: ['Library'], updatedAt: at },
  ];
  writes = [];
  const taken = (body: PlaceInput, except?: string) =>
    [body.name, ...body.aliases].find((word) =>
      places.some(
        (p) =>
          p._id !== except &&
          [p.name, ...p.aliases].some((w) => w.toLowerCase() === word.toLowerCase()),
      ),
    );
  server.use(
    http.get(apiPath('/places'), () => HttpResponse.json({ places })),
    http.post(apiPath('/admin/places'), async ({ request }) => {
      const body = (await request.json()) as PlaceInput;
      writes.push({ method: 'POST', body });
      const word = taken(body);
      if (word) {
        const message = `"${word}" is already a name or alias of Engineering Building. A name or alias belongs to one place only.`;
        return HttpResponse.json(errorBody(message, 'CONFLICT'), { status: 409 });
      }
      const place = { _id: `p-${places.length + 1}`, ...body, updatedAt: at };
      places = [...places, place].sort((a, b) => a.name.localeCompare(b.name));
      return HttpResponse.json({ message: 'Place created successfully.', place }, { status: 201 });
    }),
    http.put(apiPath('/admin/places/:id'), async ({ request, params }) => {
      const body = (await request.json()) as PlaceInput;
      const id = String(params.id);
      writes.push({ method: 'PUT', id, body });
      const word = taken(body, id);
      if (word) {
        const message = `"${word}" is already a name or alias of Engineering Building. A name or alias belongs to one place only.`;
        return HttpResponse.json(errorBody(message, 'CONFLICT'), { status: 409 });
      }
      const place = { _id: id, ...body, updatedAt: at };
      places = places.map((p) => (p._id === id ? place : p));
      return HttpResponse.json({ message: 'Place updated successfully.', place });
    }),
    http.delete(apiPath('/admin/places/:id'), ({ params }) => {
      const place = places.find((p) => p._id === params.id)!;
      writes.push({ method: 'DELETE', id: place._id });
      places = places.filter((p) => p !== place);
      return HttpResponse.json({ message: 'Place deleted successfully.', place });
    }),
  );
}

const renderTab = () => renderWithProviders(<PlacesTab />, { preloadedState: adminState() });
// A place's name is the first cell's first line (on a phone its aliases follow under it).
const byName = { selector: 'td > span' };
const rowOf = (name: string) => screen.getByText(name, byName).closest('tr') as HTMLElement;

beforeEach(usePlacesApi);

test('lists the places with their aliases as chips', async () => {
  renderTab();
  expect(await screen.findByText('Engineering Building', byName)).toBeInTheDocument();
  const row = within(rowOf('Engineering Building'));
  expect(row.getByText('EB')).toBeInTheDocument();
  expect(row.getByText('Eng building')).toBeInTheDocument();
  expect(
    within(rowOf('Main Library')).getByText('Library', { selector: '.MuiChip-label' }),
  ).toBeInTheDocument();
});

test('adds a place: the name is required, Enter and commas make alias chips', async () => {
  const { user } = renderTab();
  await screen.findByText('Main Library', byName);
  await user.click(screen.getByRole('button', { name: 'Add place' }));
  expect(screen.getByText('Place name is required')).toBeInTheDocument();
  expect(writes).toEqual([]);

  await user.type(screen.getByRole('textbox', { name: /place name/i }), 'Sports Centre');
  const aliases = screen.getByRole('combobox', { name: 'Aliases' });
  await user.type(aliases, 'Gym{Enter}');
  await user.type(aliases, 'Rec centre, Fitness,');
  expect(screen.getByRole('button', { name: 'Rec centre' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add place' }));

  expect(await screen.findByText('Sports Centre', byName)).toBeInTheDocument();
  expect(writes).toEqual([
    { method: 'POST', body: { name: 'Sports Centre', aliases: ['Gym', 'Rec centre', 'Fitness'] } },
  ]);
  expect(within(rowOf('Sports Centre')).getByText('Rec centre')).toBeInTheDocument();
  // The form is empty again for the next place.
  expect(screen.getByRole('textbox', { name: /place name/i })).toHaveValue('');
});

test('an alias another place holds is refused with the server’s words', async () => {
  const { user } = renderTab();
  await screen.findByText('Main Library', byName);
  await user.type(screen.getByRole('textbox', { name: /place name/i }), 'Workshop');
  // No Enter: leaving the field for the button makes the chip too.
  await user.type(screen.getByRole('combobox', { name: 'Aliases' }), 'eb');
  await user.click(screen.getByRole('button', { name: 'Add place' }));
  expect(writes).toEqual([{ method: 'POST', body: { name: 'Workshop', aliases: ['eb'] } }]);
  expect(await screen.findByTestId('admin-banner')).toHaveTextContent(
    'Failed to create place: "eb" is already a name or alias of Engineering Building.',
  );
  expect(screen.queryByText('Workshop', byName)).not.toBeInTheDocument();
});

test('edits aliases as chips: remove one, add one, save', async () => {
  const { user } = renderTab();
  await screen.findByText('Engineering Building', byName);
  await user.click(screen.getByRole('button', { name: 'Edit Engineering Building' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit place' });
  const chip = within(dialog).getByRole('button', { name: 'Eng building' });
  await user.click(within(chip).getByTestId('CancelIcon'));
  await user.type(within(dialog).getByRole('combobox', { name: 'Aliases' }), 'Eng bldg{Enter}');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(writes).toEqual([
    {
      method: 'PUT',
      id: 'p-eb',
      body: { name: 'Engineering Building', aliases: ['EB', 'Eng bldg'] },
    },
  ]);
  expect(await within(rowOf('Engineering Building')).findByText('Eng bldg')).toBeInTheDocument();
});

test('a refused edit keeps the dialog open with the reason', async () => {
  const { user } = renderTab();
  await screen.findByText('Main Library', byName);
  await user.click(screen.getByRole('button', { name: 'Edit Main Library' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit place' });
  await user.type(within(dialog).getByRole('combobox', { name: 'Aliases' }), 'EB{Enter}');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(
    await within(dialog).findByText(/Failed to update place: "EB" is already a name or alias/),
  ).toBeInTheDocument();
});

test('delete asks first; Cancel keeps the place', async () => {
  const { user } = renderTab();
  await screen.findByText('Main Library', byName);
  await user.click(screen.getByRole('button', { name: 'Delete Main Library' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete place?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(writes).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Delete Main Library' }));
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
  );
  await waitFor(() => expect(screen.queryByText('Main Library', byName)).not.toBeInTheDocument());
  expect(writes).toEqual([{ method: 'DELETE', id: 'p-lib' }]);
});
