// The load the realtime bench offers, and the messages between its two processes.
export const USERS = 400;
export const SOCKETS = 1000;
export const CONVERSATIONS = 200;
export const ROUNDS = 10; // messages per conversation
// 200 messages per 500 ms, spread evenly: ~400 messages/s offered (BENCH_INTERVAL_MS to change it).
export const ROUND_INTERVAL_MS = Number(process.env.BENCH_INTERVAL_MS ?? 500);
export const DRAIN_MS = 10_000; // wait at most this long for the last deliveries
export const CONNECT_BATCH = 100;
export const DEADLINE_MS = 120_000; // the whole run, whatever happens

export type Seeded = {
  url: string;
  users: { id: string; token: string }[];
  conversations: { id: string; a: number; b: number }[];
};
export type ChildMsg =
  { type: 'ready'; seeded: Seeded } | { type: 'gcDone'; heapUsed: number; cpuUs: number };
