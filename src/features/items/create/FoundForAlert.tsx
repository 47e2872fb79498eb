import { Alert } from '@mui/material';
import type { FoundForReport } from './useFoundForReport';

/** What a post from "I found this" does, or why it is a plain post after all. */
export function FoundForAlert({ foundFor }: { foundFor: FoundForReport }) {
  if (foundFor.state === 'ready') {
    const { reference, title } = foundFor.report;
    return (
      <Alert severity="info">
        You&apos;re posting the item you found for lost report {reference} “{title}”. Its owner will
        be told at once. Describe what you found in your own words: the owner&apos;s description
        stays on their report.
      </Alert>
    );
  }
  if (foundFor.state === 'unavailable') {
    return (
      <Alert severity="warning">
        That lost report is not open to &quot;I found this&quot; (it may be closed, or your own), so
        this will be a plain post.
      </Alert>
    );
  }
  return null;
}
