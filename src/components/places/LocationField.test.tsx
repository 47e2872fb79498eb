import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../test/renderWithProviders';
import { server } from '../../mocks/server';
import { apiPath, errorBody } from '../../mocks/apiPath';
import { LocationField } from './LocationField';
import { suggestPlaces } from './placeSuggestions';
import type { Place } from '../../api/enhancedApi';

const at = '2025-03-01T10:00:00.000Z';
const places: Place[] = [
  { _id: 'p-cafe', name: 'Café Nero', aliases: ['Nero'], updatedAt: at },
  { _id: 'p-eb', name: 'Engineering Building', aliases: ['EB', 'Eng building'], updatedAt: at },
  { _id: 'p-lib', name: 'Main Library', aliases: ['Library', 'Lib'], updatedAt: at },
  { _id: 'p-su', name: 'Student Union', aliases: ['SU', 'The Hub'], updatedAt: at },
];

/** The field as the item form holds it: the text is the form's state. */
function Harness({ error }: { error?: string }) {
  const [location, setLocation] = useState('');
  return (
    <>
      <LocationField value={location} onChange={setLocation} error={!!error} helperText={error} />
      <output aria-label="sent">{location}</output>
    </>
  );
}

const renderField = (error?: string) => renderWithProviders(<Harness error={error} />);
const sent = () => screen.getByRole('status', { name: 'sent' });

beforeEach(() => {
  server.use(http.get(apiPath('/places'), () => HttpResponse.json({ places })));
});

test('an alias typed suggests its place; picking it writes the place’s name', async () => {
  const { user } = renderField();
  const field = screen.getByRole('combobox', { name: 'Location' });
  expect(field).toBeRequired();
  await user.type(field, 'eb');
  const list = await screen.findByRole('listbox');
  const option = within(list).getByRole('option', { name: /Engineering Building/ });
  // The alias that matched is shown under the name.
  expect(option).toHaveTextContent('Also called EB');
  expect(within(list).getAllByRole('option')).toHaveLength(1);
  await user.click(option);
  expect(field).toHaveValue('Engineering Building');
  expect(sent()).toHaveTextContent('Engineering Building');
});

test('free text stays allowed, and the keyboard picks a suggestion', async () => {
  const { user } = renderField();
  const field = screen.getByRole('combobox', { name: 'Location' });
  await user.type(field, 'Bus stop 4 outside the gates');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  await user.tab();
  expect(sent()).toHaveTextContent('Bus stop 4 outside the gates');

  await user.clear(field);
  await user.type(field, 'cafe');
  expect(await screen.findByRole('option', { name: 'Café Nero' })).toBeInTheDocument();
  await user.keyboard('{ArrowDown}{Enter}');
  expect(sent()).toHaveTextContent('Café Nero');
});

test('keeps the form’s limit and its error text', async () => {
  const { user } = renderField('Location is required');
  const field = screen.getByRole('combobox', { name: 'Location' });
  expect(field).toHaveAttribute('maxlength', '200');
  expect(screen.getByText('Location is required')).toBeInTheDocument();
  await user.type(field, 'x');
  expect(sent()).toHaveTextContent('x');
});

test('without the list (it failed) the field is plain free text', async () => {
  server.use(
    http.get(apiPath('/places'), () =>
      HttpResponse.json(errorBody('Unexpected failure.', 'INTERNAL_ERROR'), { status: 500 }),
    ),
  );
  const { user } = renderField();
  const field = screen.getByRole('combobox', { name: 'Location' });
  await user.type(field, 'Library');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  expect(sent()).toHaveTextContent('Library');
  // No toast: the form works without suggestions.
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

describe('suggestPlaces', () => {
  it.each([
    ['eng', ['Engineering Building']],
    ['eng. b', ['Engineering Building']],
    ['build', ['Engineering Building']],
    ['lib', ['Main Library']],
    ['the hub', ['Student Union']],
    ['NERO', ['Café Nero']],
    ['zz', []],
  ])('%s → %j', (typed, names) => {
    expect(suggestPlaces(places, typed).map((s) => s.name)).toEqual(names);
  });

  it('lists places found by name before those found by an alias', () => {
    const list = suggestPlaces(
      [...places, { _id: 'p-x', name: 'Science Hall', aliases: ['Main Sci'], updatedAt: at }],
      'main',
    );
    expect(list).toEqual([{ name: 'Main Library' }, { name: 'Science Hall', alias: 'Main Sci' }]);
  });
});
