import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { StatsTable } from './StatsTable';

// docs/accessibility.md: on a phone the figures are stacked, nothing scrolls sideways. jsdom has
// no matchMedia: every query matches here.
const realMatchMedia = window.matchMedia;
beforeEach(() => {
  window.matchMedia = ((query: string) => ({
    matches: true,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
});
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

test('the figures stack each row over its four numbers', () => {
  renderWithProviders(
    <StatsTable
      label="Figures per category"
      firstColumn="Category"
      bars
      rows={[
        {
          key: 'keys',
          label: 'Keys',
          reported: 20,
          returned: 5,
          returnRate: 0.25,
          medianDaysToReturn: 9,
        },
      ]}
    />,
  );
  const [row] = within(screen.getByRole('list', { name: 'Figures per category' })).getAllByRole(
    'listitem',
  );
  expect(row).toHaveTextContent(
    'KeysReported found20Returned5Return rate25%Median time to return9 days',
  );
});
