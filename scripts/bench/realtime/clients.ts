import { io as ioClient } from 'socket.io-client';
import type { ClientSocket } from '../../../server/test/realtimeFixtures';

/** POST one message as the user; true when it was stored. */
export async function postMessage(
  url: string,
  token: string,
  conversationId: string,
  content: string,
) {
  const res = await fetch(`${url}/api/v1/messages/${conversationId}/messages`, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/json' },
    body: JSON.stringify({ content }),
  }).catch(() => undefined);
  await res?.body?.cancel();
  return res?.ok === true;
}

export function open(url: string, token: string): Promise<ClientSocket> {
  const socket: ClientSocket = ioClient(url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { token },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}
