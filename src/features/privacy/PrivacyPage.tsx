import { Box, Link, Paper, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useCampusSettings } from '../../app/campusSettings';
import { ContactLink } from '../../components/ContactLink';
import { noticeSections } from './notice';

/** `/privacy` (docs/product.md#privacy): what is stored, how long, who sees it; linked from the footer. */
export default function PrivacyPage() {
  const { campusName, privacyContact } = useCampusSettings();
  return (
    <Box sx={{ maxWidth: 860, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Privacy notice
      </Typography>
      <Typography sx={{ mb: 3 }}>
        The {campusName} Lost &amp; Found portal stores what it needs to reunite people with their
        things. This notice says what that is, how long it is kept, who can see it, and how you get
        a copy or have it erased.
      </Typography>
      {noticeSections.map((section) => (
        <Box component="section" key={section.heading} sx={{ mb: 3 }}>
          <Typography variant="h5" component="h2" gutterBottom>
            {section.heading}
          </Typography>
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
        </Box>
      ))}
      <Paper component="section" variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h5" component="h2" gutterBottom>
          Contact
        </Typography>
        <Typography>
          Questions, a request for erasure, or a correction: e-mail{' '}
          <ContactLink contact={privacyContact} /> or tell a portal administrator. Your copy is one
          click away on your{' '}
          <Link component={RouterLink} to="/profile">
            profile
          </Link>
          .
        </Typography>
      </Paper>
    </Box>
  );
}
