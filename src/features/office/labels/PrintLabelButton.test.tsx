import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/server';
import { apiPath, errorBody } from '../../../mocks/apiPath';
import { world } from '../../../mocks/world';
import { renderWithProviders, testUser } from '../../../test/renderWithProviders';
import { axeViolations } from '../../../test/axe';
import { PrintLabelButton } from './PrintLabelButton';
import type { SessionUser } from '../../../app/sessionSlice';

jest.setTimeout(20000);

// Fixtures (src/mocks/world.ts): item-13 Laptop Charger, posted by Sam (u-student).
const sam = testUser();
const priya = testUser({ id: 'u-priya', name: 'Priya Shah', email: 'priya@campus.edu' });
const kim = testUser({ id: 'u-keeper', name: 'Kim Keeper', role: 'keeper' });
const ada = testUser({ id: 'u-admin', name: 'Ada Admin', role: 'admin' });

const item = () => world.items.find((i) => i._id === 'item-13')!;

const renderButton = (viewer: SessionUser | null) =>
  renderWithProviders(
    <PrintLabelButton item={item()} viewer={viewer && { id: viewer.id, role: viewer.role }} />,
    {
      preloadedState: viewer ? { session: { token: `mock-token-${viewer.id}`, user: viewer } } : {},
    },
  );

let opened: Blob[] = [];
let popupBlocked = false;
beforeEach(() => {
  opened = [];
  popupBlocked = false;
  URL.createObjectURL = jest.fn((blob: Blob) => {
    opened.push(blob);
    return `blob:label-${opened.length}`;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(window, 'open').mockImplementation(() => (popupBlocked ? null : ({} as Window)));
});
afterEach(() => jest.restoreAllMocks());

describe('Print Label on the item page (docs/product.md#labels)', () => {
  it('opens the poster’s label PDF in a new tab', async () => {
    const { user, container } = renderButton(sam);
    await user.click(screen.getByRole('button', { name: 'Print Label' }));
    expect(
      await screen.findByText('The label opened in a new tab: print it from there.'),
    ).toBeInTheDocument();
    expect(window.open).toHaveBeenCalledWith('blob:label-1', '_blank');
    expect(opened).toHaveLength(1);
    expect(await opened[0]!.text()).toMatch(/^%PDF-/);
    expect(opened[0]!.type).toBe('application/pdf');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is there for keepers and admins, not for other users or visitors', () => {
    for (const viewer of [kim, ada]) {
      const { unmount } = renderButton(viewer);
      expect(screen.getByRole('button', { name: 'Print Label' })).toBeInTheDocument();
      unmount();
    }
    for (const viewer of [priya, null]) {
      const { unmount } = renderButton(viewer);
      expect(screen.queryByRole('button', { name: 'Print Label' })).not.toBeInTheDocument();
      unmount();
    }
  });

  it('shows that it is working, then the server’s reason when it fails', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(apiPath('/items/:id/label'), async () => {
        await answered;
        return HttpResponse.json(errorBody('Item not found.', 'NOT_FOUND'), { status: 404 });
      }),
    );
    const { user, container } = renderButton(kim);
    const button = screen.getByRole('button', { name: 'Print Label' });
    await user.click(button);
    expect(await screen.findByRole('button', { name: 'Preparing Label...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    answer();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to print the label: Item not found.',
    );
    expect(screen.getByRole('button', { name: 'Print Label' })).toBe(button);
    expect(window.open).not.toHaveBeenCalled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('downloads the label when the new tab is blocked', async () => {
    popupBlocked = true;
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderButton(sam);
    await user.click(screen.getByRole('button', { name: 'Print Label' }));
    expect(
      await screen.findByText('The label was downloaded: open it to print.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toBe('label-LF-2026-00013.pdf');
    expect(link.href).toBe('blob:label-1');
  });
});
