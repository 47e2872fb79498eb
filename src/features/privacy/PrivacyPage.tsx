import { Link, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useCampusSettings } from '../../app/campusSettings';
import { ContactLink } from '../../components/ContactLink';
import { StatementPage, StatementSection } from '../../components/StatementPage';
import { noticeSections } from './notice';

/** `/privacy` (docs/product.md#privacy): what is stored, how long, who sees it; linked from the footer. */
export default function PrivacyPage() {
  const { campusName, privacyContact } = useCampusSettings();
  return (
    <StatementPage
      title="Privacy notice"
      intro={`The ${campusName} Lost & Found portal stores what it needs to reunite people with their things. This notice says what that is, how long it is kept, who can see it, and how you get a copy or have it erased.`}
      contact={{
        heading: 'Contact',
        text: (
          <>
            Questions, a request for erasure, or a correction: e-mail{' '}
            <ContactLink contact={privacyContact} /> or tell a portal administrator. Your copy is
            one click away on your{' '}
            <Link component={RouterLink} to="/profile">
              profile
            </Link>
            .
          </>
        ),
      }}
    >
      {noticeSections.map((section) => (
        <StatementSection key={section.heading} heading={section.heading}>
          <Table size="small" aria-label={section.heading}>
            <TableBody>
              {section.rows.map((row) => (
                <TableRow key={row.what}>
                  <TableCell
                    component="th"
                    scope="row"
                    sx={{ fontWeight: 600, verticalAlign: 'top', width: { sm: '28%' } }}
                  >
                    {row.what}
                  </TableCell>
                  <TableCell sx={{ verticalAlign: 'top' }}>{row.detail}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </StatementSection>
      ))}
    </StatementPage>
  );
}
