import type { NotificationMailDetails } from '../../mail/notificationMail';

/** One pair of an owner's daily digest of possible matches. */
export type DigestEntry = {
  lost: { id: string; title: string };
  found: { id: string; title: string };
  score: number;
};

/** What the digest's notification says, opens and mails (docs/product.md#matching). */
export type MatchDigestContent = {
  /** Pairs listed. */
  count: number;
  message: string;
  /** The Lost report when the digest is about one, else none (the dashboard). */
  itemId: string | null;
  link: string;
  mail: NotificationMailDetails;
};

/** Lost reports shown in one mail; the rest are counted and left to the dashboard. */
export const REPORTS_LISTED = 10;
/** Found items shown under one report; the rest are counted and left to the report's page. */
export const FOUND_LISTED = 5;

const itemPath = (id: string) => `/items/${id}`;
const DASHBOARD = '/dashboard';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The notification's text (docs/product.md#matching). */
export function digestMessage(count: number, reports: { title: string }[]): string {
  const matches = plural(count, 'possible match', 'possible matches');
  return reports.length === 1
    ? `${matches} for your lost item "${reports[0]!.title}"`
    : `${matches} for your lost items`;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The daily digest of one owner, from the pairs it lists (none left out: the count is theirs):
 * each Lost report with its Found items, best score first (reports by their best pair), ties by
 * title then id, so the same pairs always give the same mail. At most REPORTS_LISTED reports and
 * FOUND_LISTED items under each are shown; the others are counted, on the report's page or the
 * dashboard. Pure.
 */
export function matchDigestContent(entries: readonly DigestEntry[]): MatchDigestContent {
  const reports = new Map<string, { lost: DigestEntry['lost']; found: DigestEntry[] }>();
  for (const e of entries) {
    const report = reports.get(e.lost.id) ?? { lost: e.lost, found: [] };
    report.found.push(e);
    reports.set(e.lost.id, report);
  }
  const byScore = (a: DigestEntry, b: DigestEntry) =>
    b.score - a.score || byText(a.found.title, b.found.title) || byText(a.found.id, b.found.id);
  const ordered = [...reports.values()]
    .map((r) => ({ ...r, found: [...r.found].sort(byScore) }))
    .sort(
      (a, b) =>
        b.found[0]!.score - a.found[0]!.score ||
        byText(a.lost.title, b.lost.title) ||
        byText(a.lost.id, b.lost.id),
    );
  const single = ordered.length === 1 ? ordered[0]!.lost : null;

  const sections: NotificationMailDetails['sections'] = ordered
    .slice(0, REPORTS_LISTED)
    .map(({ lost, found }) => {
      const hidden = found.length - FOUND_LISTED;
      return {
        heading: `Your lost item "${lost.title}"`,
        link: itemPath(lost.id),
        entries: found.slice(0, FOUND_LISTED).map((e) => ({
          text: `"${e.found.title}"`,
          link: itemPath(e.found.id),
        })),
        ...(hidden > 0 ? { more: `… and ${hidden} more on its page` } : {}),
      };
    });
  const hiddenReports = ordered.length - REPORTS_LISTED;
  if (hiddenReports > 0) {
    sections.push({
      heading: `… and ${plural(hiddenReports, 'more lost item', 'more lost items')} on your dashboard`,
      link: DASHBOARD,
      entries: [],
    });
  }

  return {
    count: entries.length,
    message: digestMessage(
      entries.length,
      ordered.map((r) => r.lost),
    ),
    itemId: single?.id ?? null,
    link: single ? itemPath(single.id) : DASHBOARD,
    mail: {
      intro:
        'These found items may be yours: they did not match closely enough for an alert. Have a look, and mark the ones that are not yours "Not mine".',
      sections,
      stops: 'matchDigest',
    },
  };
}
