import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '../../test/renderWithProviders';
import { server } from '../../mocks/server';
import { apiPath, errorBody } from '../../mocks/apiPath';
import { resetAdminData } from '../../mocks/data/admin';
import { resetItemsData } from '../../mocks/data/items';
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
  resetItemsData();
  resetAdminData();
});

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
    await user.click(within(dialog).getByRole('button', { name: 'Erase personal data' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "Failed to erase personal data: This user's personal data has already been erased.",
    );
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('is not offered on the admin’s own page', async () => {
    renderAt('u-admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Admin' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erase personal data' })).not.toBeInTheDocument();
  });
});
