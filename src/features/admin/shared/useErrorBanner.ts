import { useCallback, useEffect, useState } from 'react';
import { showToast } from '../../../app/toasts';
import { failedTo, type FailedAction } from '../../../app/errorTexts';
import { BANNER_MS } from './adminConstants';

type Banner = { text: string; at: number };
export type ReportFailure = (
  action: FailedAction,
  error: unknown,
  options?: { toast?: boolean },
) => void;

/**
 * Admin failures show a banner that clears after 3000 ms, plus a toast (de-duplicated: the same
 * text is dropped within 5 s, as for no other toast); docs/product.md. `report('load users', error)` shows
 * "Failed to load users: …".
 */
export function useErrorBanner() {
  const [banner, setBanner] = useState<Banner | null>(null);

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  const report = useCallback<ReportFailure>((action, error, { toast = true } = {}) => {
    const text = failedTo(action, error);
    setBanner({ text, at: Date.now() });
    if (toast) showToast(text, 'error', { dedupe: true });
  }, []);

  return { banner: banner?.text ?? null, report };
}

/**
 * The banner of a screen whose query can fail: reports the failure once per failed request
 * (RTK Query keeps the error object until the next one) as "Failed to <action>: …".
 */
export function useQueryErrorBanner(error: unknown, action: FailedAction = 'load data') {
  const errors = useErrorBanner();
  const { report } = errors;
  useEffect(() => {
    if (error) report(action, error);
  }, [error, action, report]);
  return errors;
}
