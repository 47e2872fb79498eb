import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/server';
import { apiPath, errorBody } from '../../mocks/apiPath';
import { world } from '../../mocks/world';
import { loggedInState, renderWithProviders } from '../../test/renderWithProviders';
import ProfilePage from './ProfilePage';

jest.setTimeout(20000);

const renderProfile = () =>
  renderWithProviders(<ProfilePage />, {
    route: '/profile',
    path: '/profile',
    preloadedState: loggedInState(),
  });

const group = (name: string) => screen.getByRole('radiogroup', { name });
const choice = (kind: string, delivery: string) =>
  within(group(kind)).getByRole('radio', { name: delivery });
const loaded = () => screen.findByRole('form', { name: 'E-mail notifications' });
const digestSwitch = () => screen.getByRole('switch', { name: 'Daily digest of possible matches' });

describe('E-mail notifications on the profile', () => {
  it('loads the server defaults: instant, instant, daily digest', async () => {
    renderProfile();
    expect(
      screen.getByRole('progressbar', { name: 'Loading e-mail preferences' }),
    ).toBeInTheDocument();
    await loaded();
    expect(screen.getByRole('heading', { name: 'E-mail notifications', level: 2 })).toBeVisible();
    for (const kind of ['Messages', 'Claims and hand-over', 'Matches and saved searches']) {
      expect(
        within(group(kind))
          .getAllByRole('radio')
          .map((radio) => radio.getAttribute('value')),
      ).toEqual(['instant', 'digest', 'off']);
    }
    expect(choice('Messages', 'Instant e-mail')).toBeChecked();
    expect(choice('Claims and hand-over', 'Instant e-mail')).toBeChecked();
    expect(choice('Matches and saved searches', 'Daily digest')).toBeChecked();
    expect(digestSwitch()).toBeChecked();
    expect(digestSwitch()).toHaveAccessibleDescription(
      /Once a day, the found items that may be yours but did not match closely enough for an alert/,
    );
  });

  it('switches the daily digest of possible matches off, and on again', async () => {
    const { user } = renderProfile();
    await loaded();
    await user.click(digestSwitch());
    expect(digestSwitch()).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('E-mail preferences saved.')).toBeInTheDocument();
    expect(world.preferences['u-student']).toEqual({
      messages: 'instant',
      claims: 'instant',
      matches: 'digest',
      matchDigest: false,
    });
    // The form starts again from what was saved.
    expect(digestSwitch()).not.toBeChecked();
    await user.click(digestSwitch());
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(world.preferences['u-student']?.matchDigest).toBe(true));
  });

  it('saves the changed choices and says so', async () => {
    const { user } = renderProfile();
    await loaded();
    await user.click(choice('Messages', 'In-app only'));
    await user.click(choice('Matches and saved searches', 'Instant e-mail'));
    expect(choice('Messages', 'In-app only')).toBeChecked();
    expect(world.preferences['u-student']).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('E-mail preferences saved.')).toBeInTheDocument();
    expect(world.preferences['u-student']).toEqual({
      messages: 'off',
      claims: 'instant',
      matches: 'instant',
      matchDigest: true,
    });
    expect(choice('Messages', 'In-app only')).toBeChecked();
    expect(choice('Matches and saved searches', 'Instant e-mail')).toBeChecked();
  });

  it('starts from what was saved before', async () => {
    world.preferences['u-student'] = {
      messages: 'digest',
      claims: 'off',
      matches: 'off',
      matchDigest: false,
    };
    renderProfile();
    await loaded();
    expect(choice('Messages', 'Daily digest')).toBeChecked();
    expect(choice('Claims and hand-over', 'In-app only')).toBeChecked();
    expect(choice('Matches and saved searches', 'In-app only')).toBeChecked();
    expect(digestSwitch()).not.toBeChecked();
  });

  it('shows a load failure with Retry', async () => {
    server.use(
      http.get(
        apiPath('/users/me/email-preferences'),
        () => HttpResponse.json(errorBody('Database down', 'INTERNAL_ERROR'), { status: 500 }),
        { once: true },
      ),
    );
    const { user } = renderProfile();
    expect(
      await screen.findByText('Failed to load e-mail preferences: Database down'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await loaded();
    expect(choice('Messages', 'Instant e-mail')).toBeChecked();
  });

  it('toasts a failed save and keeps the choices', async () => {
    server.use(
      http.put(apiPath('/users/me/email-preferences'), () =>
        HttpResponse.json(errorBody('Database down', 'INTERNAL_ERROR'), { status: 500 }),
      ),
    );
    const { user } = renderProfile();
    await loaded();
    await user.click(choice('Claims and hand-over', 'Daily digest'));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(
      await screen.findByText('Failed to save e-mail preferences: Database down'),
    ).toBeInTheDocument();
    expect(choice('Claims and hand-over', 'Daily digest')).toBeChecked();
  });

  it('works from the keyboard: Tab to each group, arrows choose, Enter saves', async () => {
    const { user } = renderProfile();
    await loaded();
    const messages = choice('Messages', 'Instant e-mail');
    for (let i = 0; i < 60 && document.activeElement !== messages; i++) await user.tab();
    expect(messages).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(choice('Messages', 'Daily digest')).toBeChecked();
    expect(choice('Messages', 'Daily digest')).toHaveFocus();
    await user.tab();
    expect(choice('Claims and hand-over', 'Instant e-mail')).toHaveFocus();
    await user.tab();
    expect(choice('Matches and saved searches', 'Daily digest')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    await user.tab();
    expect(digestSwitch()).toHaveFocus();
    await user.keyboard(' ');
    expect(digestSwitch()).not.toBeChecked();
    await user.tab();
    const save = screen.getByRole('button', { name: 'Save preferences' });
    expect(save).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('E-mail preferences saved.')).toBeInTheDocument();
    expect(world.preferences['u-student']).toEqual({
      messages: 'digest',
      claims: 'instant',
      matches: 'off',
      matchDigest: false,
    });
  });
});
