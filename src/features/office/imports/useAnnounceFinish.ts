import { useEffect, useRef } from 'react';
import { announce } from '../../../app/announcer';
import { isRunning } from './importFields';
import { finishedText } from './importTexts';
import type { OfficeImport } from '../../../api/enhancedApi';

/**
 * Says "Import finished: …" to screen readers when the import being watched finishes: the page
 * changes from the progress bar to the result without a page change
 * (docs/accessibility.md#live-announcements).
 */
export function useAnnounceFinish(imp: OfficeImport | undefined) {
  const before = useRef(imp?.status);
  useEffect(() => {
    if (!imp) return;
    if (isRunning(before.current) && imp.status === 'done') announce(`${finishedText(imp)}.`);
    before.current = imp.status;
  }, [imp]);
}
