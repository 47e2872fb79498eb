import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/server';
import { apiPath, errorBody } from '../../../mocks/apiPath';
import { resetMockWorld, world } from '../../../mocks/world';
import { loggedInState, renderWithProviders } from '../../../test/renderWithProviders';
import { resetToastDedupe } from '../../../app/toasts';
import ItemDetailsPage from '../details/ItemDetailsPage';
import CreateItemPage from './CreateItemPage';

jest.setTimeout(20000);

beforeEach(() => {
  resetMockWorld();
  resetToastDedupe();
});

const renderCreate = () =>
  renderWithProviders(<CreateItemPage />, {
    route: '/items/create',
    path: '/items/create',
    preloadedState: loggedInState(),
    extraRoutes: [{ path: '/items/:id', element: <ItemDetailsPage /> }],
  });

type User = ReturnType<typeof renderCreate>['user'];

async function fillForm(user: User, status: 'Lost' | 'Found' = 'Found') {
  await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Red Scarf');
  await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Wool, knitted');
  await user.click(screen.getByRole('combobox', { name: 'Category' }));
  await user.click(await screen.findByRole('option', { name: 'Clothing' }));
  await user.click(screen.getByRole('combobox', { name: 'Status' }));
  await user.click(screen.getByRole('option', { name: status }));
  await user.type(screen.getByRole('combobox', { name: 'Location' }), 'Gym');
}

describe('CreateItemPage', () => {
  it('requires the fields and offers only Lost or Found', async () => {
    const { user } = renderCreate();
    expect(screen.getByRole('heading', { name: 'Add New Item' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post Item' }));
    for (const text of [
      'Title is required',
      'Description is required',
      'Category is required',
      'Status is required',
      'Location is required',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Lost', 'Found']);
  });

  it('after the first submit, errors follow the fields as they are corrected', async () => {
    const { user } = renderCreate();
    await user.click(screen.getByRole('button', { name: 'Post Item' }));
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.type(title, 'Red Scarf');
    expect(screen.queryByText('Title is required')).not.toBeInTheDocument();
    // The other errors stay until their field is filled.
    expect(screen.getByText('Location is required')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Clothing' }));
    expect(screen.queryByText('Category is required')).not.toBeInTheDocument();
    await user.clear(title);
    expect(screen.getByText('Title is required')).toBeInTheDocument();
  });

  it('rejects a non-image file inline', async () => {
    renderCreate();
    const input = screen.getByLabelText('Item image');
    expect(input).toHaveAttribute('accept', 'image/*');
    const pdf = new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [pdf] } });
    expect(await screen.findByText('Please choose an image file.')).toBeInTheDocument();
  });

  it('creates the item with its image, toasts and opens it after 1000 ms', async () => {
    const { user, router } = renderCreate();
    await fillForm(user);
    // Node's File (not jsdom's): the FormData that carries it under jest-fixed-jsdom is Node's.
    const photo = new NodeFile(['png-bytes'], 'scarf.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Item image'), { target: { files: [photo] } });
    expect(screen.getByText('scarf.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post Item' }));
    expect(await screen.findByText('Item created successfully!')).toBeInTheDocument();
    const created = world.items[0];
    expect(created).toMatchObject({ title: 'Red Scarf', status: 'Found', location: 'Gym' });
    expect(created.category.name).toBe('Clothing');
    expect(created.image).not.toBeNull();
    expect(router.state.location.pathname).toBe('/items/create');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/items/${created._id}`), {
      timeout: 2500,
    });
    expect(await screen.findByRole('heading', { name: 'Red Scarf', level: 1 })).toBeInTheDocument();
  });

  it('lands a Lost report on its page with its possible matches and "Alert me"', async () => {
    let savedAlert: unknown;
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/saved-searches'))
        savedAlert = await request.clone().json();
    });
    const { user, router } = renderCreate();
    await fillForm(user, 'Lost');
    await user.click(screen.getByRole('button', { name: 'Post Item' }));
    expect(await screen.findByText('Item created successfully!')).toBeInTheDocument();
    const created = world.items[0];
    await waitFor(() => expect(router.state.location.pathname).toBe(`/items/${created._id}`), {
      timeout: 2500,
    });
    const matches = await screen.findByRole('region', { name: 'Possible matches' });
    expect(
      await within(matches).findByText(
        "No possible matches yet. We'll notify you when one turns up.",
      ),
    ).toBeInTheDocument();
    await user.click(within(matches).getByRole('button', { name: 'Alert me' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alert me about new items' });
    expect(dialog).toHaveTextContent('“Red Scarf”, Found.');
    await user.click(within(dialog).getByRole('button', { name: 'Save alert' }));
    expect(
      await screen.findByText("Saved. We'll tell you when a new item fits this search."),
    ).toBeInTheDocument();
    expect(savedAlert).toEqual({
      search: 'Red Scarf',
      status: 'Found',
      category: created.category._id,
    });
    server.events.removeAllListeners('request:start');
  });

  it('joins VALIDATION_ERROR details into one message', async () => {
    server.use(
      http.post(apiPath('/items'), () =>
        HttpResponse.json(
          errorBody('Validation failed', 'VALIDATION_ERROR', [
            { field: 'title', message: 'is too long' },
            { field: 'location', message: 'is required' },
          ]),
          { status: 400 },
        ),
      ),
    );
    const { user } = renderCreate();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Post Item' }));
    expect(await screen.findByText('Title is too long, Location is required')).toBeInTheDocument();
  });

  it('toasts other failures with the server message', async () => {
    server.use(
      http.post(apiPath('/items'), () =>
        HttpResponse.json(errorBody('Storage is full', 'INTERNAL_ERROR'), { status: 500 }),
      ),
    );
    const { user } = renderCreate();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Post Item' }));
    expect(await screen.findByText('Failed to create item: Storage is full')).toBeInTheDocument();
  });

  it('toasts a category load failure', async () => {
    server.use(
      http.get(apiPath('/categories'), () =>
        HttpResponse.json(errorBody('Oops', 'INTERNAL_ERROR'), { status: 500 }),
      ),
    );
    renderCreate();
    expect(await screen.findByText('Failed to load categories: Oops')).toBeInTheDocument();
  });
});
