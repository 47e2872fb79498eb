import { performance } from 'node:perf_hooks';
import { pair } from '../matching/pairs';
import { postItem } from './officeApi';
import { bulkJobs, type Watch } from './watch';
import type { Post } from './report';

/** How long an ordinary post's alert is waited for. */
const ALERT_GIVE_UP_MS = 60_000;
/** How often its owner's notifications are looked at (the alert's own time is its row's). */
const LOOK_EVERY_MS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A finder's ordinary Found post at `at` (performance clock) during the import: pair `p`'s Found
 * item (scripts/bench/matching/pairs.ts), whose Lost report `ownerId` posted. The alert's time is
 * from sending the post to its match notification's stored `created_at`: the owner's alert, not
 * when the bench happened to look.
 */
export async function ordinaryPost(
  watch: Watch,
  url: string,
  finderToken: string,
  p: { pair: number; ownerId: string; at: number; start: number },
): Promise<Post> {
  await sleep(Math.max(0, p.at - performance.now()));
  const sentAt = performance.now();
  const sentEpoch = Date.now();
  const bulkThen = bulkJobs(watch.jobs());
  const answer = await postItem(url, finderToken, pair(p.pair).found);
  const post: Post = {
    sentS: (sentAt - p.start) / 1000,
    bulkThen,
    status: answer.status,
    answeredMs: answer.ms,
    alertMs: Number.NaN,
  };
  const itemId = answer.body?.item?._id;
  if (answer.status !== 201 || !itemId) return { ...post, error: answer.text.slice(0, 200) };
  while (Date.now() - sentEpoch < ALERT_GIVE_UP_MS) {
    const at = watch.alertAt(p.ownerId, itemId);
    if (at) return { ...post, alertMs: Date.parse(at) - sentEpoch };
    await sleep(LOOK_EVERY_MS);
  }
  return post;
}
