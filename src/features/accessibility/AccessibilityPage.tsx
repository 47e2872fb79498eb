import { Box, Typography } from '@mui/material';
import { useCampusSettings } from '../../app/campusSettings';
import { ContactLink } from '../../components/ContactLink';
import { StatementPage, StatementSection } from '../../components/StatementPage';
import { statementSections } from './statement';

/** `/accessibility` (docs/product.md#screens): the accessibility statement, linked from the footer. */
export default function AccessibilityPage() {
  const { campusName, accessibilityContact } = useCampusSettings();
  return (
    <StatementPage
      title="Accessibility statement"
      intro={`The ${campusName} Lost & Found portal is for every student and member of staff, whatever the way they use the web. This statement says what the portal conforms to, how we check it, and how to tell us about a barrier.`}
      contact={{
        heading: 'Report a barrier',
        text: (
          <>
            If something on the portal is hard or impossible for you to use, e-mail{' '}
            <ContactLink contact={accessibilityContact} /> or tell a portal administrator. Say which
            page, what you were trying to do, and what you use (browser, screen reader, zoom…). We
            answer within 5 working days, and we can help you with the task in the meantime.
          </>
        ),
      }}
    >
      {statementSections.map((section) => (
        <StatementSection key={section.heading} heading={section.heading}>
          {section.paragraphs?.map((text) => (
            <Typography key={text}>{text}</Typography>
          ))}
          {section.points ? (
            <Box component="ul" sx={{ pl: 3, my: 0 }}>
              {section.points.map((text) => (
                <Typography component="li" key={text} sx={{ mb: 0.5 }}>
                  {text}
                </Typography>
              ))}
            </Box>
          ) : null}
        </StatementSection>
      ))}
    </StatementPage>
  );
}
