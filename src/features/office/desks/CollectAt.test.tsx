import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/server';
import { apiPath } from '../../../mocks/apiPath';
import { world } from '../../../mocks/world';
import { renderApp } from '../../../test/renderWithProviders';

const library = {
  _id: 'desk-library',
  name: 'Library desk',
  place: 'Library, ground floor',
  hours: 'Mon–Fri 9:00–17:00',
};

/** item-02 Blue Backpack (Found) and item-06 Grey Hoodie (Returned), both at the library desk. */
beforeEach(() =>
  server.use(
    http.get(apiPath('/items/:id'), ({ params }) => {
      const item = world.items.find((i) => i._id === params.id)!;
      return HttpResponse.json({ item: { ...item, desk: library } });
    }),
  ),
);

test('a found item held at a desk says where to collect it', async () => {
  renderApp({ route: '/items/item-02' });
  await screen.findByRole('heading', { name: 'Blue Backpack', level: 1 });
  expect(
    screen.getByText(/Collect it at Library desk · Library, ground floor · Mon–Fri 9:00–17:00\./),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'All desks' })).toHaveAttribute('href', '/desks');
});

test('a returned item says nothing of collecting it', async () => {
  renderApp({ route: '/items/item-06' });
  await screen.findByRole('heading', { name: 'Grey Hoodie', level: 1 });
  expect(screen.queryByText(/Collect it at/)).not.toBeInTheDocument();
});
