import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { silentRealtime, type Realtime } from './types';

/** Attaches socket.io to the app's HTTP server at /socket.io. Implemented by the realtime work. */
export async function attachRealtime(_app: FastifyInstance, _ctx: AppContext): Promise<Realtime> {
  return silentRealtime;
}
