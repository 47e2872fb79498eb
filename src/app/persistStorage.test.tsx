import { act, screen } from '@testing-library/react';
import { renderApp } from '../test/renderWithProviders';
import { localStorageAdapter, STORAGE_CLEAR_FAILED, STORAGE_SAVE_FAILED } from './persistStorage';

const root = (token: string | null) =>
  JSON.stringify({ session: JSON.stringify({ token, user: null }) });

describe('persist storage adapter', () => {
  afterEach(() => jest.restoreAllMocks());

  it('toasts the product storage texts when the browser refuses to store or clear the login', async () => {
    renderApp({ route: '/no/such/page' });
    await screen.findByText('404 - Page Not Found');
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    await act(() => localStorageAdapter.setItem('persist:lostfound', root('t')));
    expect(await screen.findByText(STORAGE_SAVE_FAILED)).toBeInTheDocument();
    await act(() => localStorageAdapter.setItem('persist:lostfound', root(null)));
    expect(await screen.findByText(STORAGE_CLEAR_FAILED)).toBeInTheDocument();
    await expect(localStorageAdapter.removeItem('persist:lostfound')).resolves.toBeUndefined();
  });

  it('reads nothing (instead of failing) when storage is unavailable', async () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    await expect(localStorageAdapter.getItem('persist:lostfound')).resolves.toBeNull();
  });
});
