import { useCallback, useEffect, useRef, useState } from 'react';
import {
  useSetImportMappingMutation,
  type ImportField,
  type ImportMapping,
  type ImportPreview,
  type OfficeImport,
} from '../../../api/enhancedApi';
import { importFailure } from './importFailure';
import { remapped } from './importFields';

/**
 * A draft's mapping as the keeper sets it, and its preview. Each change is sent at once
 * (setImportMapping answers the preview under it); only the latest change's answer is kept, so
 * two quick changes cannot end on the older one's preview. After a reload the page knows the
 * import but not its preview: its own mapping, sent again, gives it back.
 */
export function useDraftMapping(
  imp: OfficeImport,
  preview: ImportPreview | null,
  onPreview: (preview: ImportPreview) => void,
) {
  const [mapping, setMapping] = useState<ImportMapping>(preview?.import.mapping ?? imp.mapping);
  const [error, setError] = useState<string | null>(null);
  const [send, { isLoading }] = useSetImportMappingMutation();
  const latest = useRef(0);

  const apply = useCallback(
    async (next: ImportMapping) => {
      const asked = ++latest.current;
      setMapping(next);
      setError(null);
      try {
        const answer = await send({ importId: imp.id, body: { mapping: next } }).unwrap();
        if (asked === latest.current) onPreview(answer);
      } catch (err) {
        if (asked === latest.current) setError(importFailure(err));
      }
    },
    [imp.id, send, onPreview],
  );

  const needsPreview = preview === null;
  const importMapping = imp.mapping;
  useEffect(() => {
    if (needsPreview && latest.current === 0) void apply(importMapping);
  }, [needsPreview, importMapping, apply]);

  const change = (field: ImportField, column: number | null) =>
    void apply(remapped(mapping, field, column));
  return { mapping, change, error, busy: isLoading };
}
