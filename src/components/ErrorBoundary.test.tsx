import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBoundary } from './ErrorBoundary';

function Boom({ fail }: { fail: boolean }) {
  if (fail) throw new Error('kaboom');
  return <p>Fine</p>;
}

describe('ErrorBoundary', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    // React logs caught render errors; keep the test output readable.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('shows "Something went wrong" and a Reload button by default', () => {
    render(
      <ErrorBoundary>
        <Boom fail />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('renders a fallback function with the error and a reset', async () => {
    let fail = true;
    const Child = () => <Boom fail={fail} />;
    render(
      <ErrorBoundary
        fallback={({ error, reset }) => (
          <button
            onClick={() => {
              fail = false;
              reset();
            }}
          >
            {error.message}
          </button>
        )}
      >
        <Child />
      </ErrorBoundary>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'kaboom' }));
    expect(screen.getByText('Fine')).toBeInTheDocument();
  });

  it('tries again when a reset key changes', () => {
    const { rerender } = render(
      <ErrorBoundary resetKeys={['/a']}>
        <Boom fail />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    rerender(
      <ErrorBoundary resetKeys={['/b']}>
        <Boom fail={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Fine')).toBeInTheDocument();
  });
});
