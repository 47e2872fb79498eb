import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, type To } from 'react-router-dom';

/** docs/product.md#delays redirect delays: navigate after `ms`, unless the page is left first. */
export function useDelayedNavigate() {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (to: To, ms: number, options?: { replace?: boolean }) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => navigate(to, options), ms);
    },
    [navigate],
  );
}
