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
    // The place field suggests the campus's places (docs/product.md#places): a combobox.
    await user.type(within(form).getByRole('combobox', { name: /^Where it was found/ }), 'Gym');
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

  /** Answers intakes as the world does, keeping each form sent. */
  const recordIntakes = () => {
    const sent: FormData[] = [];
    server.use(
      http.post(apiPath('/office/intake'), async ({ request }) => {
        sent.push(await request.clone().formData());
        return undefined;
      }),
    );
    return sent;
  };
  /** The form's required fields, pasted rather than typed (quicker), and its finder contact. */
  const formTools = (user: ReturnType<typeof renderPage>['user']) => ({
    async fillIn(form: HTMLElement) {
      for (const [role, name, text] of [
        ['textbox', /^Title/, 'Red scarf'],
        ['textbox', /^Description/, 'Wool'],
        ['combobox', /^Where it was found/, 'Gym'],
      ] as const) {
        await user.click(within(form).getByRole(role, { name }));
        await user.paste(text);
      }
      await user.click(within(form).getByRole('combobox', { name: /^Category/ }));
      await user.click(await screen.findByRole('option', { name: world.categories[0]!.name }));
    },
    async setContact(form: HTMLElement, text: string) {
      const contact = within(form).getByRole('textbox', { name: 'Finder’s e-mail or phone' });
      await user.clear(contact);
      await user.click(contact);
      await user.paste(text);
    },
  });
  const tellBox = (form: HTMLElement) =>
    within(form).getByRole('checkbox', { name: 'Tell the finder when it goes home' });

  it('lets the finder opt in to one e-mail when it goes home, with an e-mail address', async () => {
    const sent = recordIntakes();
    const { user } = renderPage();
    const { fillIn, setContact } = formTools(user);
    const form = await screen.findByRole('form', { name: 'Log a walk-in item' });
    // Without an e-mail address there is nobody to write to.
    expect(tellBox(form)).toBeDisabled();
    expect(tellBox(form)).toHaveAccessibleDescription('Needs the finder’s e-mail address.');
    await setContact(form, '0123 456 789');
    expect(tellBox(form)).toBeDisabled();
    await setContact(form, 'fay@campus.edu');
    expect(tellBox(form)).toBeEnabled();
    expect(tellBox(form)).not.toBeChecked();
    expect(tellBox(form)).toHaveAccessibleDescription(
      /^One e-mail to this address when the item is handed over/,
    );
    await user.click(tellBox(form));
    expect(tellBox(form)).toBeChecked();
    await fillIn(form);
    await user.click(within(form).getByRole('button', { name: 'Log item' }));
    expect(await screen.findByText(/is logged as LF-2026-/)).toBeInTheDocument();
    expect(sent[0]?.get('finderContact')).toBe('fay@campus.edu');
    expect(sent[0]?.get('notifyFinder')).toBe('true');
    // "Log another" starts unticked.
    await user.click(screen.getByRole('button', { name: 'Log another' }));
    const next = await screen.findByRole('form', { name: 'Log a walk-in item' });
    expect(tellBox(next)).not.toBeChecked();
  });

  it('sends no opt-in when the contact turned into a phone number', async () => {
    const sent = recordIntakes();
    const { user } = renderPage();
    const { fillIn, setContact } = formTools(user);
    const form = await screen.findByRole('form', { name: 'Log a walk-in item' });
    await setContact(form, 'sam@campus.edu');
    await user.click(tellBox(form));
    await setContact(form, '555 0100');
    expect(tellBox(form)).not.toBeChecked();
    expect(tellBox(form)).toBeDisabled();
    await fillIn(form);
    await user.click(within(form).getByRole('button', { name: 'Log item' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.get('finderContact')).toBe('555 0100');
    expect(sent[0]?.has('notifyFinder')).toBe(false);
  });
});
