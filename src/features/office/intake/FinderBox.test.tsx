import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/server';
import { apiPath } from '../../../mocks/apiPath';
import { resetMockWorld, world } from '../../../mocks/world';
import { renderApp, testUser } from '../../../test/renderWithProviders';
import { axeViolations } from '../../../test/axe';

jest.setTimeout(30000);

// Fixtures (src/mocks/world.ts): item-07 AirPods Pro Case, handed in at the Security office by
// Fay Finder (fay.finder@campus.edu), who asked to be told; posted and kept by Kim Keeper.
const sam = testUser();
const kim = testUser({ id: 'u-keeper', name: 'Kim Keeper', role: 'keeper' });
const ada = testUser({ id: 'u-admin', name: 'Ada Admin', role: 'admin' });

const openItem = (id: string, viewer: typeof sam | null) =>
  renderApp({
    route: `/items/${id}`,
    preloadedState: viewer ? { session: { token: `mock-token-${viewer.id}`, user: viewer } } : {},
  });

beforeEach(() => resetMockWorld());

describe('"Handed in by" on the item page (docs/product.md#walk-in-intake)', () => {
  it('shows keepers the finder, their contact and whether they will be told', async () => {
    const { container } = openItem('item-07', kim);
    const box = await screen.findByRole('region', { name: 'Handed in by' });
    expect(box).toHaveTextContent('Fay Finder');
    expect(within(box).getByRole('link', { name: 'fay.finder@campus.edu' })).toHaveAttribute(
      'href',
      'mailto:fay.finder@campus.edu',
    );
    expect(box).toHaveTextContent('Will be told once, by e-mail, when it goes back to its owner.');
    // The keeper's history names the finder as the server worded it, once.
    const history = await screen.findByRole('region', { name: 'History' });
    expect(
      await within(history).findByText('Handed in by Fay Finder at the Security office'),
    ).toBeInTheDocument();
    expect(history).not.toHaveTextContent('Handed in at the counter:');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says when the finder was told, and what is missing, to an admin', async () => {
    const item = world.items.find((i) => i._id === 'item-07')!;
    item.finder = { ...item.finder!, notifiedAt: '2025-04-02T14:05:00.000Z' };
    const { unmount } = openItem('item-07', ada);
    const box = await screen.findByRole('region', { name: 'Handed in by' });
    expect(box).toHaveTextContent(
      /Told by e-mail on 04\/02\/2025 \d+:05 [AP]M that it went home\./,
    );
    unmount();

    item.finder = { name: null, contact: '0123 456', notifyOnReturn: true, notifiedAt: null };
    openItem('item-07', ada);
    const phone = await screen.findByRole('region', { name: 'Handed in by' });
    expect(phone).toHaveTextContent('Not given');
    expect(within(phone).queryByRole('link')).not.toBeInTheDocument();
    expect(phone).toHaveTextContent('left no e-mail address');
  });

  it('shows users and visitors nothing of the finder: the API leaves the field out', async () => {
    for (const viewer of [sam, null]) {
      const { unmount } = openItem('item-07', viewer);
      await screen.findByRole('heading', { name: 'AirPods Pro Case', level: 1 });
      expect(screen.queryByRole('region', { name: 'Handed in by' })).not.toBeInTheDocument();
      expect(document.body).not.toHaveTextContent('Fay Finder');
      unmount();
    }
    // Whatever a user's answer holds, the page only shows what the server sent.
    server.use(
      http.get(apiPath('/items/:id'), () =>
        HttpResponse.json({ item: { ...world.items.find((i) => i._id === 'item-02')! } }),
      ),
    );
    openItem('item-02', sam);
    await screen.findByRole('heading', { name: 'Blue Backpack', level: 1 });
    expect(screen.queryByRole('region', { name: 'Handed in by' })).not.toBeInTheDocument();
  });
});
