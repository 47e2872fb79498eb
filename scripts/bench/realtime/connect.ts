import { open } from './clients';
import { CONNECT_BATCH, SOCKETS, USERS, type Seeded } from './settings';
import type { ClientSocket } from '../../../server/test/realtimeFixtures';

/** Opens SOCKETS tabs spread over the users, CONNECT_BATCH at a time; the tabs per user. */
export async function connectTabs(seeded: Seeded, sockets: ClientSocket[]) {
  const tabsOf: ClientSocket[][] = seeded.users.map(() => []);
  for (let start = 0; start < SOCKETS; start += CONNECT_BATCH) {
    const batch = [];
    for (let i = start; i < Math.min(start + CONNECT_BATCH, SOCKETS); i++) {
      const userIndex = i % USERS;
      batch.push(
        open(seeded.url, seeded.users[userIndex].token).then((s) => {
          tabsOf[userIndex].push(s);
          sockets.push(s);
        }),
      );
    }
    await Promise.all(batch);
  }
  return tabsOf;
}
