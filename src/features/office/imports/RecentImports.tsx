import { Link as RouterLink } from 'react-router-dom';
import { Link, useMediaQuery, useTheme } from '@mui/material';
import { useListImportsQuery } from '../../../api/enhancedApi';
import { formatDateTime } from '../../../app/dates';
import { LoadingBlock } from '../../../components/feedback/LoadingBlock';
import { QueryBody } from '../../../components/feedback/QueryBody';
import { SectionPanel } from '../../../components/SectionPanel';
import { importLink } from './importLink';
import { ImportTable } from './ImportTable';
import { rowsText, STATUS_WORDS } from './importTexts';
import { RecentImportCards } from './RecentImportCards';

/** The office's recent imports, newest first (keepers see their desks'), each with its link. */
export function RecentImports() {
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  // Asked again whenever the upload step shows: an import may have finished meanwhile.
  const query = useListImportsQuery(undefined, { refetchOnMountOrArgChange: true });
  const imports = query.data?.imports ?? [];
  return (
    <SectionPanel title="Recent imports" headingId="recent-imports" spaced headingGutter>
      <QueryBody
        query={query}
        action="load imports"
        loading={<LoadingBlock label="Loading recent imports" />}
        isEmpty={imports.length === 0}
        emptyText="No imports yet."
      >
        {narrow ? (
          <RecentImportCards imports={imports} />
        ) : (
          <ImportTable
            caption="The office's recent imports, newest first"
            head={['File', 'Desk', 'Uploaded', 'Status', 'Rows']}
            rows={imports.map((imp) => ({
              key: imp.id,
              cells: [
                <Link key="file" component={RouterLink} to={importLink(imp.id)}>
                  {imp.fileName}
                </Link>,
                imp.deskName,
                `${formatDateTime(imp.createdAt)} by ${imp.createdBy}`,
                STATUS_WORDS[imp.status],
                rowsText(imp),
              ],
            }))}
          />
        )}
      </QueryBody>
    </SectionPanel>
  );
}
