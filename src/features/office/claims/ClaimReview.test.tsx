import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/server';
import { apiPath, errorBody } from '../../../mocks/apiPath';
import { world } from '../../../mocks/world';
import { renderApp, testUser } from '../../../test/renderWithProviders';
import { axeViolations } from '../../../test/axe';

jest.setTimeout(30000);

// Fixtures (src/mocks/world.ts):
// item-10 TI-84 Calculator, Found, poster Alex: two ownership questions, no claims
// item-17 Denim Jacket, Found, poster Sam: one question, a pending claim by Priya
// item-01 Black Leather Wallet, Lost, poster Alex: no questions
const sam = testUser();
const priya = testUser({ id: 'u-priya', name: 'Priya Shah', email: 'priya@campus.edu' });
const alex = testUser({ id: 'u-alex', name: 'Alex Rivera', email: 'alex@campus.edu' });

const openItem = (id: string, viewer: typeof sam | null) =>
  renderApp({
    route: `/items/${id}`,
    // The mocks know the caller by a `mock-token-<userId>` token.
    preloadedState: viewer ? { session: { token: `mock-token-${viewer.id}`, user: viewer } } : {},
  });

const claimsSection = () => screen.findByRole('region', { name: 'Claims' });
const item = (id: string) => world.items.find((i) => i._id === id)!;

let requested: string[] = [];
beforeEach(() => {
  requested = [];
  server.events.on('request:start', ({ request }) => {
    requested.push(`${request.method} ${new URL(request.url).pathname}`);
  });
});
afterEach(() => server.events.removeAllListeners('request:start'));

describe('Claiming an item with ownership questions', () => {
  it('shows the questions, asks for one answer each, and then shows the claim waiting', async () => {
    const { user, container } = openItem('item-10', sam);
    await screen.findByRole('heading', { name: 'TI-84 Calculator', level: 1 });
    const questions = screen.getByRole('heading', { name: 'Ownership questions' }).parentElement!;
    expect(
      within(questions)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['What is written inside the battery cover?', 'Which app is installed?']);
    // Nobody but the reviewers reads the expected answers.
    expect(screen.queryByText(/J\.M\. 2024/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Claims' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Claim Item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Claim TI-84 Calculator' });
    expect(await axeViolations(container.ownerDocument.body)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Send Claim' }));
    expect(within(dialog).getAllByText('Please answer this question.')).toHaveLength(2);
    expect(requested).not.toContain('POST /api/v1/items/item-10/claim');

    await user.type(
      within(dialog).getByRole('textbox', { name: 'What is written inside the battery cover?' }),
      'J.M. 2024',
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Which app is installed?' }),
      'Snake',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send Claim' }));
    expect(
      await screen.findByText('Claim sent: the finder will review your answers.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Claim Pending Review' })).toBeDisabled();
    expect(screen.getByText(/Your claim is waiting for review/)).toBeInTheDocument();
    expect(world.claims.at(-1)).toMatchObject({
      itemId: 'item-10',
      claimant: { _id: 'u-student' },
      answers: ['J.M. 2024', 'Snake'],
      status: 'pending',
    });
    expect(item('item-10').status).toBe('Found');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('keeps the dialog open when the server refuses the claim', async () => {
    server.use(
      http.post(
        apiPath('/items/:id/claim'),
        () =>
          HttpResponse.json(errorBody('This item has already been claimed.', 'CONFLICT'), {
            status: 409,
          }),
        { once: true },
      ),
    );
    const { user } = openItem('item-10', sam);
    await user.click(await screen.findByRole('button', { name: 'Claim Item' }));
    const dialog = await screen.findByRole('dialog');
    for (const field of within(dialog).getAllByRole('textbox')) await user.type(field, 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Send Claim' }));
    expect(
      await screen.findByText('Failed to claim item: This item has already been claimed.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('claims an item without questions after a plain confirmation, as before', async () => {
    const { user } = openItem('item-01', sam);
    await user.click(await screen.findByRole('button', { name: 'Claim Item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Claim this item?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Item claimed successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Ownership questions' })).not.toBeInTheDocument();
  });
});

describe('Reviewing claims', () => {
  it('shows the finder each claim with its answers and the expected answer; approve after a confirmation', async () => {
    const { user, container } = openItem('item-17', sam);
    const section = await claimsSection();
    const row = await within(section).findByRole('listitem');
    expect(within(row).getByRole('heading', { name: 'Priya Shah', level: 3 })).toBeInTheDocument();
    expect(row).toHaveTextContent('Waiting for review');
    expect(row).toHaveTextContent('What is in the inside pocket?');
    expect(row).toHaveTextContent('A ticket for a concert');
    expect(await within(row).findByText('Expected: A concert ticket')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);

    await user.click(within(row).getByRole('button', { name: 'Approve the claim by Priya Shah' }));
    const confirm = await screen.findByRole('dialog', { name: 'Approve this claim?' });
    expect(confirm).toHaveTextContent('"Denim Jacket" becomes claimed by Priya Shah');
    expect(await axeViolations(container.ownerDocument.body)).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText('Claim approved: the item is now claimed by Priya Shah.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(row).queryByRole('button')).not.toBeInTheDocument());
    expect(await within(section).findByText('Approved')).toBeInTheDocument();
    expect(item('item-17')).toMatchObject({ status: 'Claimed', claimedById: 'u-priya' });
    // The item page follows: the hand-over can start.
    expect(await screen.findByRole('heading', { name: 'Hand-over' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Claims' })).toHaveFocus());
  });

  it('declines a claim: the item stays open', async () => {
    const { user } = openItem('item-17', sam);
    const section = await claimsSection();
    await user.click(
      await within(section).findByRole('button', { name: 'Decline the claim by Priya Shah' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Decline this claim?' });
    await user.click(within(confirm).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Claim by Priya Shah declined.')).toBeInTheDocument();
    expect(await within(section).findByText('Declined')).toBeInTheDocument();
    expect(item('item-17')).toMatchObject({ status: 'Found', claimedById: null });
  });

  it('cancels without deciding', async () => {
    const { user } = openItem('item-17', sam);
    const section = await claimsSection();
    await user.click(
      await within(section).findByRole('button', { name: 'Approve the claim by Priya Shah' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(world.claims[0]!.status).toBe('pending');
    expect(requested.filter((r) => r.endsWith('/approve'))).toEqual([]);
  });

  it('says so when nobody has claimed yet', async () => {
    openItem('item-10', alex);
    const section = await claimsSection();
    expect(
      await within(section).findByText(
        'No claims yet. Whoever claims this item answers your questions first.',
      ),
    ).toBeInTheDocument();
  });

  it('shows a failed load with a Retry', async () => {
    server.use(
      http.get(
        apiPath('/items/:id/claims'),
        () =>
          HttpResponse.json(errorBody('Database unavailable', 'INTERNAL_ERROR'), { status: 500 }),
        { once: true },
      ),
    );
    const { user } = openItem('item-17', sam);
    const section = await claimsSection();
    expect(
      await within(section).findByText('Failed to load claims: Database unavailable'),
    ).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Retry' }));
    expect(await within(section).findByText('A ticket for a concert')).toBeInTheDocument();
  });

  it.each([
    ['the claimant', priya],
    ['a visitor', null],
  ])('shows %s no claims and asks the server for none', async (_who, viewer) => {
    openItem('item-17', viewer);
    await screen.findByRole('heading', { name: 'Denim Jacket', level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('region', { name: 'Claims' })).not.toBeInTheDocument();
    expect(requested.filter((r) => /\/(claims|questions)$/.test(r))).toEqual([]);
    if (viewer) {
      expect(screen.getByText(/Your claim is waiting for review/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Claim Pending Review' })).toBeDisabled();
    }
  });
});
