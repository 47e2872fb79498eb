import { CONVERSATIONS, USERS, type ChildMsg } from './settings';

/** The server under test: seeds users and conversations, then answers GC requests over IPC. */
export async function child() {
  const { loadConfig } = await import('../../../server/config');
  const { buildApp } = await import('../../../server/app');
  const { makeItem, makeUser } = await import('../../../server/test/realtimeFixtures');
  const { openConversation } = await import('../../../server/modules/conversations/service');
  const config = loadConfig(process.env);
  const app = await buildApp(config, { logger: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });

  const users = [];
  for (let i = 0; i < USERS; i++) {
    const u = await makeUser(app.ctx.db, { name: `Bench ${i}` });
    users.push({ id: u.id, token: u.token });
  }
  const conversations = [];
  for (let i = 0; i < CONVERSATIONS; i++) {
    const a = (2 * i) % USERS;
    const b = (2 * i + 1) % USERS;
    const itemId = await makeItem(app.ctx.db, users[b].id, { title: `Item ${i}` });
    const { conversation } = await openConversation(app.ctx, users[a].id, itemId);
    conversations.push({ id: conversation._id, a, b });
  }
  process.send!({ type: 'ready', seeded: { url, users, conversations } } satisfies ChildMsg);
  process.on('message', async (msg: { type: string }) => {
    if (msg.type === 'gc') {
      (globalThis as { gc?: () => void }).gc?.();
      const { heapUsed } = process.memoryUsage();
      const { user, system } = process.cpuUsage();
      process.send!({ type: 'gcDone', heapUsed, cpuUs: user + system } satisfies ChildMsg);
    } else if (msg.type === 'stop') {
      await app.close();
      process.exit(0);
    }
  });
}
