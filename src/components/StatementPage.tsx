import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

type Props = {
  title: string;
  intro: ReactNode;
  /** The closing panel: whom to write to, and how. */
  contact: { heading: string; text: ReactNode };
  /** The sections, each a StatementSection. */
  children: ReactNode;
};

/** A statement linked from the footer (accessibility, privacy): heading, intro, sections, contact. */
export function StatementPage({ title, intro, contact, children }: Props) {
  return (
    <Box sx={{ maxWidth: 860, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ mb: 3 }}>{intro}</Typography>
      {children}
      <Paper component="section" variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h5" component="h2" gutterBottom>
          {contact.heading}
        </Typography>
        <Typography>{contact.text}</Typography>
      </Paper>
    </Box>
  );
}

/** One section of a statement, under its heading. */
export function StatementSection({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="h5" component="h2" gutterBottom>
        {heading}
      </Typography>
      {children}
    </Box>
  );
}
