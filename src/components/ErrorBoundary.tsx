import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Box, Button, Typography } from '@mui/material';

type ErrorFallbackProps = { error: Error; reset: () => void };

type Props = {
  children: ReactNode;
  /** What to show instead of the crashed tree; defaults to "Something went wrong" + Reload. */
  fallback?: ReactNode | ((props: ErrorFallbackProps) => ReactNode);
  /** When any of these change (e.g. the route), the boundary tries its children again. */
  resetKeys?: unknown[];
  onError?: (error: Error, info: ErrorInfo) => void;
};

type State = { error: Error | null; keys: unknown[] | undefined };

/** docs/product.md#screens: a rendering failure shows "Something went wrong" and a Reload button. */
function DefaultErrorFallback() {
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: 8 }}>
      <Typography variant="h5" component="h2" gutterBottom>
        Something went wrong
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Box>
  );
}

const changed = (a: unknown[] = [], b: unknown[] = []) =>
  a.length !== b.length || a.some((value, i) => !Object.is(value, b[i]));

/** A rendering failure below stays below: the rest of the page (navbar, footer) keeps working. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, keys: this.props.resetKeys };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error && changed(props.resetKeys, state.keys)) {
      return { error: null, keys: props.resetKeys };
    }
    return changed(props.resetKeys, state.keys) ? { keys: props.resetKeys } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  reset = () => this.setState({ error: null });

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { fallback } = this.props;
    if (typeof fallback === 'function') return fallback({ error, reset: this.reset });
    return fallback ?? <DefaultErrorFallback />;
  }
}
