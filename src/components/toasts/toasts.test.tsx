import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { showToast } from '../../app/toasts';
import { renderApp } from '../../test/renderWithProviders';

const route = '/no/such/page';

// jsdom has no PointerEvent; without it fireEvent.pointer* drops clientX.
beforeAll(() => {
  if (typeof window.PointerEvent === 'undefined') {
    class PointerEventPolyfill extends MouseEvent {
      pointerId: number;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 0;
      }
    }
    window.PointerEvent = PointerEventPolyfill as unknown as typeof PointerEvent;
  }
});

describe('toast area', () => {
  it('Alt+T focuses the newest toast, or the notifications region when there is none', async () => {
    const { user } = renderApp({ route });
    await screen.findByText('404 - Page Not Found');
    await user.keyboard('{Alt>}t{/Alt}');
    expect(screen.getByRole('region', { name: 'Notifications (Alt+T)' })).toHaveFocus();

    act(() => showToast('First toast', 'info'));
    act(() => showToast('Second toast', 'success'));
    await screen.findByText('Second toast');
    await user.keyboard('{Alt>}t{/Alt}');
    expect(screen.getByText('Second toast').closest('[data-toast]')).toHaveFocus();
  });

  it('dismisses a toast dragged sideways past 80px, and keeps one dragged less', async () => {
    renderApp({ route });
    act(() => showToast('Drag me', 'info'));
    const toast = (await screen.findByText('Drag me')).closest('[data-toast]')!;

    fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 150, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 150, pointerId: 1 });
    expect(screen.getByText('Drag me')).toBeInTheDocument();

    fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 220, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 220, pointerId: 1 });
    await waitFor(() => expect(screen.queryByText('Drag me')).not.toBeInTheDocument());
  });

  it('closes a toast with its dismiss button', async () => {
    const { user } = renderApp({ route });
    act(() => showToast('Close me', 'error'));
    await screen.findByText('Close me');
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(screen.queryByText('Close me')).not.toBeInTheDocument());
  });
});

describe('toasts and keyboard focus (docs/accessibility.md#toasts)', () => {
  afterEach(() => jest.useRealTimers());

  it('a toast focused with Alt+T stays past 5 s, and closing it returns focus where it was', async () => {
    renderApp({ route });
    await screen.findByText('404 - Page Not Found');
    const home = screen.getByRole('link', { name: /Lost & Found/ });
    home.focus();
    act(() => showToast('Keep me while focused', 'info'));
    const toast = (await screen.findByText('Keep me while focused')).closest('[data-toast]')!;

    jest.useFakeTimers();
    fireEvent.keyDown(window, { key: 't', code: 'KeyT', altKey: true });
    expect(toast).toHaveFocus();
    act(() => jest.advanceTimersByTime(8000));
    expect(screen.getByText('Keep me while focused')).toBeInTheDocument();

    fireEvent.keyDown(toast, { key: 'Escape' });
    expect(home).toHaveFocus();
    jest.useRealTimers();
    await waitFor(() =>
      expect(screen.queryByText('Keep me while focused')).not.toBeInTheDocument(),
    );
  });

  it('an unfocused toast still closes after 5 s', async () => {
    renderApp({ route });
    await screen.findByText('404 - Page Not Found');
    act(() => showToast('Warm-up', 'info')); // the Toaster chunk is mounted
    await screen.findByText('Warm-up');
    jest.useFakeTimers();
    act(() => showToast('Gone soon', 'info'));
    expect(screen.getByText('Gone soon')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(4500));
    expect(screen.getByText('Gone soon')).toBeInTheDocument();
    // Timer, then the exit transitions (each scheduled once the previous step has rendered).
    for (let step = 0; step < 8; step += 1) act(() => jest.advanceTimersByTime(500));
    expect(screen.queryByText('Gone soon')).not.toBeInTheDocument();
    jest.useRealTimers();
  });

  it('repeats a toast with the same text (only admin error toasts are de-duplicated)', async () => {
    renderApp({ route });
    act(() => showToast('Login failed. Please check your credentials.', 'error'));
    act(() => showToast('Login failed. Please check your credentials.', 'error'));
    await waitFor(() =>
      expect(screen.getAllByText('Login failed. Please check your credentials.')).toHaveLength(2),
    );
    act(() => showToast('Failed to load users: down', 'error', { dedupe: true }));
    act(() => showToast('Failed to load users: down', 'error', { dedupe: true }));
    await screen.findByText('Failed to load users: down');
    expect(screen.getAllByText('Failed to load users: down')).toHaveLength(1);
  });
});
