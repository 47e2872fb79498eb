import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/server';
import { apiPath, errorBody } from '../../../mocks/apiPath';
import { loggedInState, renderWithProviders } from '../../../test/renderWithProviders';
import BrowsePage from './BrowsePage';
import { browseHandlers } from './test/browseTestWorld';
import type { RootState } from '../../../app/store';

jest.setTimeout(20000);

const SAVED = "Saved. We'll tell you when a new item fits this search.";

/** The browse page on its own mocked API; `saved` records what "Alert me" sent. */
function renderBrowse(route = '/', preloadedState: Partial<RootState> = loggedInState()) {
  const world = browseHandlers();
  server.use(...world.handlers);
  return {
    ...renderWithProviders(<BrowsePage />, { route, path: '/', preloadedState }),
    saved: world.saved,
  };
}

const alertMe = () => screen.getByRole('button', { name: 'Alert me' });
const cards = () => screen.findAllByRole('heading', { level: 3 });
/** Opens the dialog and saves what it shows. */
async function saveAlert(user: ReturnType<typeof renderBrowse>['user']) {
  await user.click(alertMe());
  await user.click(await screen.findByRole('button', { name: 'Save alert' }));
}

describe('"Alert me" on the browse page', () => {
  it('is not offered to visitors', async () => {
    renderBrowse('/?q=wallet', {});
    await cards();
    expect(screen.queryByRole('button', { name: 'Alert me' })).not.toBeInTheDocument();
  });

  it('is disabled while there is nothing to save, enabled once words are typed', async () => {
    const { user } = renderBrowse();
    await cards();
    expect(alertMe()).toBeDisabled();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '  ');
    expect(alertMe()).toBeDisabled();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'umbrella');
    expect(alertMe()).toBeEnabled();
  });

  it('is enabled by a place alone, not by a time or a sort alone', async () => {
    const { user } = renderBrowse('/?postedWithin=week&sort=oldest');
    await cards();
    expect(alertMe()).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Place' }));
    await user.click(await screen.findByRole('option', { name: 'Main Library' }));
    await waitFor(() => expect(alertMe()).toBeEnabled());
  });

  it('saves the words and every filter, and says so', async () => {
    const { user, saved } = renderBrowse(
      '/?q=wallet&status=Lost&category=cat-bags&postedWithin=month&place=place-lib&sort=oldest',
    );
    await cards();
    await user.click(alertMe());
    const dialog = await screen.findByRole('dialog', { name: 'Alert me about new items' });
    await waitFor(() =>
      expect(dialog).toHaveTextContent(
        '“wallet”, Lost, at Main Library, posted in the past month.',
      ),
    );
    // The category starts as the browse filter's.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Bags'),
    );
    await user.click(screen.getByRole('button', { name: 'Save alert' }));
    expect(await screen.findByText(SAVED)).toBeInTheDocument();
    expect(saved).toEqual([
      {
        search: 'wallet',
        status: 'Lost',
        category: 'cat-bags',
        postedWithin: 'month',
        place: 'place-lib',
      },
    ]);
  });

  it('shows "Any category" when none is chosen, and saves a category picked in the dialog', async () => {
    const { user, saved } = renderBrowse('/?q=wallet');
    await cards();
    await user.click(alertMe());
    const dialog = await screen.findByRole('dialog', { name: 'Alert me about new items' });
    expect(dialog).toHaveTextContent('“wallet”, Lost or Found.');
    const category = screen.getByRole('combobox', { name: 'Category' });
    expect(category).toHaveTextContent('Any category');
    await user.click(category);
    await user.click(await screen.findByRole('option', { name: 'Electronics' }));
    await user.click(screen.getByRole('button', { name: 'Save alert' }));
    expect(await screen.findByText(SAVED)).toBeInTheDocument();
    expect(saved).toEqual([{ search: 'wallet', category: 'cat-electronics' }]);
  });

  it('saves nothing when the dialog is cancelled', async () => {
    const { user, saved } = renderBrowse('/?q=wallet');
    await cards();
    await user.click(alertMe());
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saved).toEqual([]);
    await waitFor(() => expect(alertMe()).toHaveFocus());
  });

  it('saves a status on its own', async () => {
    const { user, saved } = renderBrowse('/?status=Found');
    await cards();
    await saveAlert(user);
    expect(await screen.findByText(SAVED)).toBeInTheDocument();
    expect(saved).toEqual([{ status: 'Found' }]);
  });

  it('explains the limit when 20 searches are already saved', async () => {
    const { user } = renderBrowse('/?q=wallet');
    // renderBrowse's handlers come first: put the refusal back in front.
    server.use(
      http.post(apiPath('/saved-searches'), () =>
        HttpResponse.json(errorBody('You can save at most 20 searches.', 'CONFLICT'), {
          status: 409,
        }),
      ),
    );
    await cards();
    await saveAlert(user);
    expect(
      await screen.findByText(
        'You already have 20 saved searches, the most you can keep. Delete one on your dashboard to save this search.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(SAVED)).not.toBeInTheDocument();
  });

  it('toasts any other failure, keeping the dialog open', async () => {
    const { user } = renderBrowse('/?q=wallet');
    server.use(
      http.post(apiPath('/saved-searches'), () =>
        HttpResponse.json(errorBody('Database down', 'INTERNAL_ERROR'), { status: 500 }),
      ),
    );
    await cards();
    await saveAlert(user);
    expect(await screen.findByText('Failed to save search: Database down')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Alert me about new items' })).toBeInTheDocument();
  });

  it('is reached with Tab after the filters and saves with Enter, keeping focus', async () => {
    const { user, saved } = renderBrowse('/?q=keys');
    await cards();
    await user.click(screen.getByRole('searchbox', { name: 'Search' }));
    for (const name of ['Status', 'Category', 'Posted within', 'Place', 'Sort by']) {
      await user.tab();
      expect(screen.getByRole('combobox', { name })).toHaveFocus();
    }
    await user.tab();
    expect(alertMe()).toHaveFocus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Alert me about new items' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save alert' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(await screen.findByText(SAVED)).toBeInTheDocument();
    await waitFor(() => expect(alertMe()).toHaveFocus());
    expect(saved).toEqual([{ search: 'keys' }]);
  });
});
