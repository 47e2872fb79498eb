import { performance } from 'node:perf_hooks';
import { postMessage } from './clients';
import { sleep } from './ipc';
import { DRAIN_MS, ROUND_INTERVAL_MS, ROUNDS, type Seeded } from './settings';
import type { ClientSocket } from '../../../server/test/realtimeFixtures';

export type Sends = { sent: number; refused: number; expected: number };

/**
 * Sends ROUNDS messages per conversation over REST. Sends are spread evenly over each round (a
 * steady rate), not fired as one burst: a burst would measure its own queue, not delivery.
 */
export async function sendRounds(seeded: Seeded, tabsOf: ClientSocket[][]): Promise<Sends> {
  const s: Sends = { sent: 0, refused: 0, expected: 0 };
  const acks: Promise<void>[] = [];
  const step = ROUND_INTERVAL_MS / seeded.conversations.length;
  for (let round = 0; round < ROUNDS; round++) {
    const roundStart = performance.now();
    for (const [i, c] of seeded.conversations.entries()) {
      const wait = roundStart + i * step - performance.now();
      if (wait > 1) await sleep(wait);
      const [from, to] = round % 2 ? [c.b, c.a] : [c.a, c.b];
      const stamp = (performance.timeOrigin + performance.now()).toFixed(3);
      const fanOut = tabsOf[from].length + tabsOf[to].length;
      s.sent++;
      const token = seeded.users[from].token;
      acks.push(
        postMessage(seeded.url, token, c.id, `${stamp} r${round}`).then((ok) => {
          if (ok) s.expected += fanOut;
          else s.refused++;
        }),
      );
    }
    await sleep(Math.max(0, roundStart + ROUND_INTERVAL_MS - performance.now()));
  }
  await Promise.race([Promise.all(acks), sleep(DRAIN_MS)]);
  return s;
}
