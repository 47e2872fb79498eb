import { useCallback, useEffect, useState } from 'react';
import { showToast } from '../../app/toasts';
import { BANNER_MS, describeError } from './adminConstants';

type Banner = { text: string; at: number };

/**
 * SPEC §8: admin failures show a banner that clears after 3000 ms, plus a toast (the toast
 * helper drops the same text within 5 s). `report` takes a prefix such as "Failed to load users".
 */
export function useErrorBanner() {
  const [banner, setBanner] = useState<Banner | null>(null);

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  const report = useCallback((prefix: string, error: unknown, { toast = true } = {}) => {
    const text = `${prefix}: ${describeError(error)}`;
    setBanner({ text, at: Date.now() });
    if (toast) showToast(text, 'error');
  }, []);

  return { banner: banner?.text ?? null, report };
}

/** Reports a query's failure once per failed request (RTK Query keeps the error object until the next one). */
export function useQueryErrorReport(
  error: unknown,
  prefix: string,
  report: ReturnType<typeof useErrorBanner>['report'],
) {
  useEffect(() => {
    if (error) report(prefix, error);
  }, [error, prefix, report]);
}
