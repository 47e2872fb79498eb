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
