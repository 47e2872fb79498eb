import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/server';
import { apiPath, errorBody } from '../../mocks/apiPath';
import { resetMockWorld } from '../../mocks/world';
import { loggedInState, renderWithProviders } from '../../test/renderWithProviders';
import { axeViolations } from '../../test/axe';
import ProfilePage from './ProfilePage';
import { attachmentName } from './myDataExport';

jest.setTimeout(20000);

const renderProfile = () =>
  renderWithProviders(<ProfilePage />, {
    route: '/profile',
    path: '/profile',
    preloadedState: loggedInState(),
  });

let saved: Blob[] = [];
let click: jest.SpyInstance;
beforeEach(() => {
  resetMockWorld();
  saved = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    saved.push(blob);
    return `blob:export-${saved.length}`;
  });
  URL.revokeObjectURL = jest.fn();
  click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('Download my data on the profile (docs/product.md#privacy)', () => {
  it('saves the export as the file the server names', async () => {
    const { user, container } = renderProfile();
    expect(screen.getByRole('heading', { name: 'Your data' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacy notice' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await user.click(screen.getByRole('button', { name: 'Download my data' }));

    const status = await screen.findByText(/^Your data was downloaded as lostfound-export-/);
    expect(status).toHaveTextContent(/lostfound-export-\d{4}-\d{2}-\d{2}\.json\.$/);
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toMatch(/^lostfound-export-\d{4}-\d{2}-\d{2}\.json$/);
    expect(link.href).toBe('blob:export-1');
    const data = JSON.parse(await saved[0]!.text());
    expect(data.account).toMatchObject({ id: 'u-student', email: 'sam@campus.edu' });
    expect(Array.isArray(data.items)).toBe(true);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows that it works, then the server’s reason when it fails', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(apiPath('/users/me/export'), async () => {
        await answered;
        return HttpResponse.json(
          errorBody('Too many requests. Please slow down.', 'RATE_LIMITED'),
          {
            status: 429,
            headers: { 'Retry-After': '60' },
          },
        );
      }),
    );
    const { user, container } = renderProfile();
    const button = screen.getByRole('button', { name: 'Download my data' });
    await user.click(button);
    expect(await screen.findByRole('button', { name: 'Preparing your data...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    answer();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to download your data: Too many requests. Please slow down.',
    );
    expect(screen.getByRole('button', { name: 'Download my data' })).toBe(button);
    expect(click).not.toHaveBeenCalled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('reads the file name from the header, or names it itself', () => {
    expect(attachmentName('attachment; filename="lostfound-export-2026-05-01.json"')).toBe(
      'lostfound-export-2026-05-01.json',
    );
    expect(attachmentName(null)).toMatch(/^lostfound-export-\d{4}-\d{2}-\d{2}\.json$/);
    expect(attachmentName('attachment; filename="../../etc/passwd"')).toMatch(/^lostfound-export-/);
  });
});
