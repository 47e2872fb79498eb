import { Paper, Typography } from '@mui/material';
import type { ReactNode, Ref } from 'react';

type Props = {
  title: string;
  /** The heading's id: the section is named by it, and lists inside may be too. */
  headingId: string;
  /** Where focus goes back after an action inside (the heading then takes focus, tabIndex -1). */
  headingRef?: Ref<HTMLHeadingElement>;
  /** A line under the heading saying what the section holds. */
  intro?: ReactNode;
  /** Space above the panel, where it follows another. */
  spaced?: boolean;
  /** Space under the heading when no intro follows it. */
  headingGutter?: boolean;
  children: ReactNode;
};

/**
 * A titled part of a page (the item page's matches, claims, storage and history; the dashboard's
 * saved searches): an outlined section named by its h2.
 */
export function SectionPanel({
  title,
  headingId,
  headingRef,
  intro,
  spaced,
  headingGutter,
  children,
}: Props) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, md: 3 }, ...(spaced ? { mt: 4 } : {}) }}
    >
      <Typography
        ref={headingRef}
        id={headingId}
        tabIndex={headingRef ? -1 : undefined}
        variant="h6"
        component="h2"
        gutterBottom={headingGutter}
      >
        {title}
      </Typography>
      {intro ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {intro}
        </Typography>
      ) : null}
      {children}
    </Paper>
  );
}
