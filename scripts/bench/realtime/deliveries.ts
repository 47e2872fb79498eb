import { performance } from 'node:perf_hooks';
import type { Seeded } from './settings';
import type { ClientSocket } from '../../../server/test/realtimeFixtures';

export type Deliveries = { latencies: number[]; delivered: number; duplicates: number };

/** Every tab of both participants should get every message exactly once: count what arrives. */
export function countDeliveries(seeded: Seeded, tabsOf: ClientSocket[][]): Deliveries {
  const d: Deliveries = { latencies: [], delivered: 0, duplicates: 0 };
  const seen = new Set<string>();
  tabsOf.forEach((tabs, userIndex) =>
    tabs.forEach((s, tab) =>
      s.on('receiveMessage', (m) => {
        const key = `${m._id}|${userIndex}|${tab}`;
        if (seen.has(key)) d.duplicates++;
        seen.add(key);
        d.delivered++;
        // The content starts with the send time: latency is measured for the receiver only.
        const sentAt = Number(m.content.split(' ')[0]);
        const isRecipient = seeded.users[userIndex].id !== m.sender._id;
        if (isRecipient) d.latencies.push(performance.timeOrigin + performance.now() - sentAt);
      }),
    ),
  );
  return d;
}
