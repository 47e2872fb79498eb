import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../test/renderWithProviders';
import { server } from '../../mocks/server';
import { apiPath, errorBody } from '../../mocks/apiPath';
import { resetMockWorld, world } from '../../mocks/world';
import { axeViolations } from '../../test/axe';
import UserDetailsPage from './UserDetailsPage';
import { adminState } from './test/adminTestUtils';

const renderAt = (id: string) =>
  renderWithProviders(<UserDetailsPage />, {
    route: `/users/${id}`,
    path: '/users/:id',
    preloadedState: adminState(),
  });

beforeEach(() => {
  resetMockWorld();
  answerErasure();
});
afterEach(() => server.events.removeAllListeners('request:start'));

/**
 * What the server's erasure of Alex Rivera is (docs/product.md#privacy): three of his seven items
 * go; four stay because someone else depends on them (a claimant or a keeper), and with
 * blankKeptText their text is blanked. The account keeps no personal data.
 */
const KEPT = ['item-03', 'item-14', 'item-16', 'item-19'];
const kept = () => world.items.filter((item) => KEPT.includes(item._id));
function answerErasure() {
  server.use(
    http.get(apiPath('/admin/users/:id/erasure-preview'), () =>
      HttpResponse.json({
        itemsRemoved: 3,
        keptItems: kept().map(
          ({ _id, reference, status, title, location, questions, closedAs }) => ({
            ...{ _id, reference, status, title, location, questions },
            closingNote: closedAs?.note ?? null,
          }),
        ),
      }),
    ),
    http.post(apiPath('/admin/users/:id/erase'), async ({ request, params }) => {
      const { blankKeptText } = (await request.json()) as { blankKeptText: boolean };
      const user = Object.assign(
        world.people.find((p) => p._id === params.id)!,
        {
          name: 'Deleted user',
          email: `deleted-${params.id}@invalid`,
          isActive: false,
          isVerified: false,
        },
      );
      if (blankKeptText) kept().forEach((item) => (item.title = 'Item (details removed)'));
      return HttpResponse.json({ message: "The user's personal data was erased.", user });
    }),
  );
}

/** The bodies of the erase requests, as sent. */
function recordErasures(): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/erase')) {
      bodies.push(await request.clone().json());
    }
  });
  return bodies;
}

describe('Erase personal data on a user’s page (docs/product.md#privacy)', () => {
  it('explains what happens, then erases on confirmation', async () => {
    const { user } = renderAt('u-alex');
    await user.click(await screen.findByRole('button', { name: 'Erase personal data' }));

    const dialog = await screen.findByRole('dialog', {
      name: "Erase Alex Rivera's personal data?",
    });
    expect(dialog).toHaveTextContent('It cannot be undone');
    expect(dialog).toHaveTextContent('Their messages read "[deleted]"');
    expect(dialog).toHaveTextContent('deactivate the account instead');
    expect(
      await within(dialog).findByText(/4 items stay because someone else depends on them/),
    ).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Erase personal data' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Deleted user' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Email: deleted-u-alex@invalid')).toBeInTheDocument();
    expect(screen.getByText("This account's personal data was erased.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erase personal data' })).not.toBeInTheDocument();
  });

  it('Cancel changes nothing; a refusal is shown in the dialog', async () => {
    server.use(
      http.post(apiPath('/admin/users/:id/erase'), () =>
        HttpResponse.json(
          errorBody("This user's personal data has already been erased.", 'CONFLICT'),
          { status: 409 },
        ),
      ),
    );
    const { user } = renderAt('u-alex');
    const open = await screen.findByRole('button', { name: 'Erase personal data' });
    await user.click(open);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: 'Alex Rivera' })).toBeInTheDocument();

    await user.click(open);
    const dialog = await screen.findByRole('dialog');
    const erase = within(dialog).getByRole('button', { name: 'Erase personal data' });
    await waitFor(() => expect(erase).toBeEnabled());
    await user.click(erase);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "Failed to erase personal data: This user's personal data has already been erased.",
    );
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('shows the text that stays on kept items and blanks it when asked', async () => {
    // Alex got his ID card back and said so in the report's closing note.
    const card = world.items.find((item) => item._id === 'item-16')!;
    card.closedAs = {
      reason: 'got-it-back',
      at: card.updatedAt,
      note: 'Picked it up at the registrar, thanks! Alex, room 12',
      linkedItem: null,
    };
    const bodies = recordErasures();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      // Holds the preview until released, then lets the regular mock answer.
      http.get(apiPath('/admin/users/:id/erasure-preview'), async () => {
        await held;
      }),
    );
    const { user } = renderAt('u-alex');
    await user.click(await screen.findByRole('button', { name: 'Erase personal data' }));
    const dialog = await screen.findByRole('dialog');
    const erase = within(dialog).getByRole('button', { name: 'Erase personal data' });
    // Waiting for the preview: the admin sees it before erasing.
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Checking what stays of their text...',
    );
    expect(erase).toBeDisabled();
    release();

    expect(
      await within(dialog).findByText(
        '4 items stay because someone else depends on them. The description and photo go; this text of theirs stays:',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { level: 3, name: 'What stays' })).toBeVisible();
    const kept = within(dialog).getByText('iPhone 14 in Green Case').closest('li') as HTMLElement;
    expect(kept).toHaveTextContent('Place: Gym locker room');
    expect(kept).toHaveTextContent('LF-2026-00003');
    expect(within(dialog).getByText('Sketchbook')).toBeInTheDocument();
    const closed = within(dialog).getByText('Student ID Card').closest('li') as HTMLElement;
    expect(closed).toHaveTextContent(
      'Closing note: Picked it up at the registrar, thanks! Alex, room 12',
    );
    expect(within(dialog).queryByText('Black Leather Wallet')).not.toBeInTheDocument();

    const blank = within(dialog).getByRole('checkbox', {
      name: 'Also blank the text of these 4 items',
    });
    expect(blank).not.toBeChecked();
    expect(blank).toHaveAccessibleDescription(
      /Titles become "Item \(details removed\)", places and closing notes "Removed at the owner's request"/,
    );
    // Keyboard: Space on the focused option ticks it.
    act(() => blank.focus());
    await user.keyboard(' ');
    expect(blank).toBeChecked();
    expect(await axeViolations(document.body)).toEqual([]);

    await user.click(erase);
    expect(
      await screen.findByText('Personal data erased; the text of 4 kept items was blanked.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ blankKeptText: true }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findAllByText('Item (details removed)')).not.toHaveLength(0);
  });

  it('sends no blanking without the option, and says when nothing stays', async () => {
    const bodies = recordErasures();
    server.use(
      http.get(apiPath('/admin/users/:id/erasure-preview'), () =>
        HttpResponse.json({ itemsRemoved: 3, keptItems: [] }),
      ),
    );
    const { user } = renderAt('u-alex');
    await user.click(await screen.findByRole('button', { name: 'Erase personal data' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('Nothing else names this person: none of their items stays.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Erase personal data' }));
    expect(await screen.findByText('Personal data erased.')).toBeInTheDocument();
    expect(bodies).toEqual([{ blankKeptText: false }]);
  });

  it('still lets the admin erase when the preview fails', async () => {
    server.use(
      http.get(apiPath('/admin/users/:id/erasure-preview'), () =>
        HttpResponse.json(errorBody('Database unavailable', 'SERVICE_UNAVAILABLE'), {
          status: 503,
        }),
      ),
    );
    const { user } = renderAt('u-alex');
    await user.click(await screen.findByRole('button', { name: 'Erase personal data' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/Could not check what stays/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Erase personal data' })).toBeEnabled();
  });

  it('is not offered on the admin’s own page', async () => {
    renderAt('u-admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Admin' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erase personal data' })).not.toBeInTheDocument();
  });
});
