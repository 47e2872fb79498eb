import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/server';
import { apiPath, errorBody } from '../../../mocks/apiPath';
import { mockAlerts, SAVED_SEARCH_LIMIT } from '../../../mocks/data/alerts';
import { loggedInState, renderWithProviders } from '../../../test/renderWithProviders';
import BrowsePage from './BrowsePage';
import type { RootState } from '../../../app/store';

jest.setTimeout(20000);

const SAVED = "Saved. We'll tell you when a new item fits this search.";

const renderBrowse = (route = '/', preloadedState: Partial<RootState> = loggedInState()) =>
  renderWithProviders(<BrowsePage />, { route, path: '/', preloadedState });

const alertMe = () => screen.getByRole('button', { name: 'Alert me' });
/** Opens the dialog and saves what it shows (any category unless one is picked). */
async function saveAlert(user: ReturnType<typeof renderBrowse>['user']) {
  await user.click(alertMe());
  await user.click(await screen.findByRole('button', { name: 'Save alert' }));
}
/** Sam's saved searches in the mock world, newest last. */
const samsSearches = () => mockAlerts.savedSearches.filter((s) => s.userId === 'u-student');

describe('"Alert me" on the browse page', () => {
  it('is not offered to visitors', async () => {
    renderBrowse('/?q=wallet', {});
    await screen.findAllByRole('heading', { level: 3 });
    expect(screen.queryByRole('button', { name: 'Alert me' })).not.toBeInTheDocument();
  });

  it('is disabled while there is nothing to save, enabled once words are typed', async () => {
    const { user } = renderBrowse();
    await screen.findAllByRole('heading', { level: 3 });
    expect(alertMe()).toBeDisabled();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '  ');
    expect(alertMe()).toBeDisabled();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'umbrella');
    expect(alertMe()).toBeEnabled();
  });

  it('saves the words and the status filter, and says so', async () => {
    const before = samsSearches().length;
    const { user } = renderBrowse('/?q=wallet&status=Lost');
    await screen.findByRole('heading', { name: 'Black Leather Wallet' });
    await saveAlert(user);
    expect(await screen.findByText(SAVED)).toBeInTheDocument();
    expect(samsSearches()).toHaveLength(before + 1);
    expect(samsSearches().at(-1)).toMatchObject({
      search: 'wallet',
      status: 'Lost',
      categoryId: null,
    });
  });

  it('saves a category picked in the dialog with the words', async () => {
    const { user } = renderBrowse('/?q=wallet');
    await screen.findByRole('heading', { name: 'Black Leather Wallet' });
    await user.click(alertMe());
    const dialog = await screen.findByRole('dialog', { name: 'Alert me about new items' });
    expect(dialog).toHaveTextContent('“wallet”, Lost or Found');
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Accessories' }));
    await user.click(screen.getByRole('button', { name: 'Save alert' }));
    expect(await screen.findByText(SAVED)).toBeInTheDocument();
    expect(samsSearches().at(-1)).toMatchObject({
      search: 'wallet',
      categoryId: 'cat-accessories',
    });
  });

  it('saves nothing when the dialog is cancelled', async () => {
    const before = samsSearches().length;
    const { user } = renderBrowse('/?q=wallet');
    await screen.findByRole('heading', { name: 'Black Leather Wallet' });
    await user.click(alertMe());
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(samsSearches()).toHaveLength(before);
    await waitFor(() => expect(alertMe()).toHaveFocus());
  });

  it('saves a status on its own', async () => {
    const { user } = renderBrowse('/?status=Found');
    await screen.findAllByRole('heading', { level: 3 });
    await saveAlert(user);
    expect(await screen.findByText(SAVED)).toBeInTheDocument();
    expect(samsSearches().at(-1)).toMatchObject({ search: '', status: 'Found' });
  });

  it('explains the limit when 20 searches are already saved', async () => {
    mockAlerts.savedSearches = Array.from({ length: SAVED_SEARCH_LIMIT }, (_, i) => ({
      _id: `ss-full-${i}`,
      userId: 'u-student',
      search: `search ${i}`,
      status: null,
      categoryId: null,
      createdAt: '2025-03-01T12:00:00.000Z',
    }));
    const { user } = renderBrowse('/?q=wallet');
    await screen.findByRole('heading', { name: 'Black Leather Wallet' });
    await saveAlert(user);
    expect(
      await screen.findByText(
        'You already have 20 saved searches, the most you can keep. Delete one on your dashboard to save this search.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(SAVED)).not.toBeInTheDocument();
    expect(samsSearches()).toHaveLength(SAVED_SEARCH_LIMIT);
  });

  it('toasts any other failure', async () => {
    server.use(
      http.post(apiPath('/saved-searches'), () =>
        HttpResponse.json(errorBody('Database down', 'INTERNAL_ERROR'), { status: 500 }),
      ),
    );
    const { user } = renderBrowse('/?q=wallet');
    await screen.findByRole('heading', { name: 'Black Leather Wallet' });
    await saveAlert(user);
    expect(await screen.findByText('Failed to save search: Database down')).toBeInTheDocument();
    // The dialog stays open with the choice, to try again.
    expect(screen.getByRole('dialog', { name: 'Alert me about new items' })).toBeInTheDocument();
  });

  it('is reached with Tab after the filters and saves with Enter, keeping focus', async () => {
    const { user } = renderBrowse('/?q=keys');
    await screen.findAllByRole('heading', { level: 3 });
    await user.click(screen.getByRole('searchbox', { name: 'Search' }));
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveFocus();
    await user.tab();
    expect(alertMe()).toHaveFocus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Alert me about new items' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save alert' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(await screen.findByText(SAVED)).toBeInTheDocument();
    await waitFor(() => expect(alertMe()).toHaveFocus());
    expect(samsSearches().at(-1)).toMatchObject({ search: 'keys', status: null });
  });
});
