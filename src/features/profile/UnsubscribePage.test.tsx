import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/server';
import { apiPath, errorBody } from '../../mocks/apiPath';
import { world } from '../../mocks/world';
import { mockUnsubscribeToken } from '../../mocks/handlers/account';
import { loggedInState, renderApp } from '../../test/renderWithProviders';
import type { EmailKind } from '../../api/enhancedApi';

jest.setTimeout(20000);

const INVALID = 'This unsubscribe link is not valid.';
const DONE =
  'You will no longer get these e-mails. You can change this any time on your profile page.';

/** The unsubscribe posts the page sent: the query token, the content type and the body. */
type Post = { token: string | null; contentType: string | null; body: string };
let posts: Post[] = [];
beforeEach(() => {
  posts = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.endsWith('/email/unsubscribe')) return;
    posts.push({
      token: url.searchParams.get('token'),
      contentType: request.headers.get('content-type'),
      body: await request.clone().text(),
    });
  });
});
afterEach(() => server.events.removeAllListeners('request:start'));

const openLink = (token: string | null, loggedIn = false) =>
  renderApp({
    route: token === null ? '/unsubscribe' : `/unsubscribe?token=${encodeURIComponent(token)}`,
    preloadedState: loggedIn ? loggedInState() : {},
  });

/** The page's outcome (the app's live announcer is a status region too, outside <main>). */
const outcome = () => within(screen.getByRole('main')).findByRole('status');
const unsubscribeButton = () => screen.findByRole('button', { name: 'Unsubscribe' });

describe('/unsubscribe (the link in every e-mail)', () => {
  it.each<[EmailKind, string]>([
    ['matches', 'matches and saved searches'],
    ['claims', 'claims and hand-over'],
    ['messages', 'messages'],
  ])('unsubscribes from %s without logging in', async (kind, named) => {
    const { user, router } = openLink(mockUnsubscribeToken(kind));
    expect(await screen.findByRole('heading', { name: 'Unsubscribe', level: 1 })).toBeVisible();
    expect(screen.getByText(/Stop getting this kind of e-mail/)).toBeInTheDocument();
    await user.click(await unsubscribeButton());
    const done = await outcome();
    expect(done).toHaveTextContent(`Unsubscribed from e-mails about ${named}.`);
    expect(done).toHaveTextContent(DONE);
    expect(done).toHaveFocus();
    expect(screen.getByRole('link', { name: 'profile page' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    // No guard sent the visitor to /login, and the kind is now in-app only.
    expect(router.state.location.pathname).toBe('/unsubscribe');
    expect(world.preferences['u-student'][kind]).toBe('off');
    // The token in the query, and no body at all (no JSON `{}`).
    expect(posts).toEqual([{ token: mockUnsubscribeToken(kind), contentType: null, body: '' }]);
  });

  it('turns off the daily digest of possible matches with its own link', async () => {
    const { user } = openLink(mockUnsubscribeToken('matchDigest'));
    await user.click(await unsubscribeButton());
    const done = await outcome();
    expect(done).toHaveTextContent('Unsubscribed from the daily digest of possible matches.');
    expect(done).toHaveTextContent(DONE);
    expect(world.preferences['u-student']).toMatchObject({ matchDigest: false, matches: 'digest' });
  });

  it('works the same when logged in', async () => {
    const { user, router } = openLink(mockUnsubscribeToken('claims'), true);
    await user.click(await unsubscribeButton());
    expect(await outcome()).toHaveTextContent(
      'Unsubscribed from e-mails about claims and hand-over.',
    );
    expect(router.state.location.pathname).toBe('/unsubscribe');
  });

  it('says a rejected token is not valid', async () => {
    server.use(
      http.post(apiPath('/email/unsubscribe'), () =>
        HttpResponse.json(errorBody(INVALID, 'BAD_REQUEST'), { status: 400 }),
      ),
    );
    const { user } = openLink('forged-or-expired');
    await user.click(await unsubscribeButton());
    const status = await outcome();
    expect(status).toHaveTextContent(INVALID);
    expect(status).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(world.preferences).toEqual({});
  });

  it('says a link without a token is not valid, and posts nothing', async () => {
    openLink(null);
    expect(await screen.findByRole('heading', { name: 'Unsubscribe', level: 1 })).toBeVisible();
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(INVALID);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(posts).toEqual([]);
  });

  it('keeps the button for another try when the server fails', async () => {
    server.use(
      http.post(
        apiPath('/email/unsubscribe'),
        () => HttpResponse.json(errorBody('Database down', 'INTERNAL_ERROR'), { status: 500 }),
        { once: true },
      ),
    );
    const { user } = openLink(mockUnsubscribeToken('matches'));
    await user.click(await unsubscribeButton());
    expect(await outcome()).toHaveTextContent('Failed to unsubscribe: Database down');
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(/Unsubscribed from e-mails about matches/)).toBeInTheDocument();
  });

  it('works from the keyboard: Tab reaches the button, Enter unsubscribes', async () => {
    const { user } = openLink(mockUnsubscribeToken('messages'));
    const button = await unsubscribeButton();
    for (let i = 0; i < 40 && document.activeElement !== button; i++) await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    const done = await outcome();
    expect(done).toHaveTextContent('Unsubscribed from e-mails about messages.');
    expect(done).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'profile page' })).toHaveFocus();
  });
});
