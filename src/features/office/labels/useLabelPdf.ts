import { useCallback, useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { selectToken } from '../../../app/sessionSlice';
import { fetchLabelPdf, showPdf, type LabelRequest } from './labelPdf';

/** Fetches and shows a label PDF, with the loading and error states the buttons show. */
export function useLabelPdf() {
  const token = useAppSelector(selectToken);
  const [isLoading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState<'opened' | 'downloaded' | null>(null);

  /** Resolves true once the PDF is shown, false when it failed (the error says why). */
  const print = useCallback(
    async (request: LabelRequest, filename: string): Promise<boolean> => {
      setLoading(true);
      setError(null);
      setShown(null);
      try {
        setShown(showPdf(await fetchLabelPdf(request, token), filename));
        return true;
      } catch (e) {
        setError((e as Error).message);
        return false;
      } finally {
        setLoading(false);
      }
    },
    [token],
  );

  return { print, isLoading, error, shown, clearError: () => setError(null) };
}
