import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../../../mocks/server';
import { apiPath } from '../../../mocks/apiPath';
import { world } from '../../../mocks/world';
import { renderWithProviders, testUser } from '../../../test/renderWithProviders';
import IntakePage from './IntakePage';

jest.setTimeout(30000);

const kim = testUser({ id: 'u-keeper', name: 'Kim Keeper', role: 'keeper' });
const renderPage = () =>
  renderWithProviders(<IntakePage />, {
    route: '/office/intake',
    path: '/office/intake',
    preloadedState: { session: { token: 'mock-token-u-keeper', user: kim } },
    extraRoutes: [{ path: '/items/:id', element: <p>Item page</p> }],
  });

describe('Office: logging a walk-in item (docs/product.md#walk-in-intake)', () => {
  it('posts the item at the keeper’s desk with the finder, then offers the label', async () => {
    let sent: FormData | null = null;
    server.use(
      http.post(apiPath('/office/intake'), async ({ request }) => {
        sent = await request.clone().formData();
        return undefined;
      }),
    );
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: 'Log a walk-in item' });
    // Kim's own desk comes first.
    expect(within(form).getByRole('combobox', { name: /^Desk/ })).toHaveTextContent(
      'Security office (your desk)',
    );
    expect(form).toHaveTextContent('Only the office sees the finder’s name and contact');
    await user.click(within(form).getByRole('button', { name: 'Log item' }));
    expect(within(form).getByText('Title is required')).toBeInTheDocument();
    expect(sent).toBeNull();

    await user.type(within(form).getByRole('textbox', { name: /^Title/ }), 'Red scarf');
    await user.type(within(form).getByRole('textbox', { name: /^Description/ }), 'Wool, long');
    await user.click(within(form).getByRole('combobox', { name: /^Category/ }));
    const category = world.categories[0]!.name;
    await user.click(await screen.findByRole('option', { name: category }));
    await user.type(within(form).getByRole('textbox', { name: /^Where it was found/ }), 'Gym');
    await user.click(within(form).getByRole('combobox', { name: 'Storage place (optional)' }));
    await user.click(await screen.findByRole('option', { name: 'Shelf B3' }));
    await user.type(within(form).getByRole('textbox', { name: 'Finder’s name' }), 'Fay');
    await user.click(within(form).getByRole('button', { name: 'Log item' }));

    expect(await screen.findByText(/is logged as LF-2026-/)).toBeInTheDocument();
    const data = sent as FormData | null;
    expect(data?.get('title')).toBe('Red scarf');
    expect(data?.get('category')).toBe(category);
    expect(data?.get('deskId')).toBe('desk-security');
    expect(data?.get('storageLocation')).toBe('Shelf B3');
    expect(data?.get('finderName')).toBe('Fay');
    expect(data?.has('finderContact')).toBe(false);
    expect(screen.getByRole('button', { name: 'Print label' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Open item' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/items\/item-intake-/),
    );
    await user.click(screen.getByRole('button', { name: 'Log another' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue(''));
  });
});
