import { api } from '../../api/enhancedApi';
import { messageReceived } from '../../app/realtimeActions';
import { upsertMessage } from './messagesCache';
import type { AppStartListening } from '../../app/listenerMiddleware';

/** A pushed message (socket receiveMessage) lands in every cached copy of its thread, once. */
export function registerConversationsListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: messageReceived,
    effect: ({ payload: message }, listenerApi) => {
      const cached = api.util.selectCachedArgsForQuery(listenerApi.getState(), 'listMessages');
      for (const args of cached) {
        if (args.conversationId !== message.conversation) continue;
        listenerApi.dispatch(
          api.util.updateQueryData('listMessages', args, (draft) => upsertMessage(draft, message)),
        );
      }
      // The list shows each conversation's last message and time.
      listenerApi.dispatch(api.util.invalidateTags(['Conversation']));
    },
  });
}
