import { api } from '../../../api/enhancedApi';
import { itemChangedReceived } from '../../../app/realtimeActions';
import type { AppStartListening } from '../../../app/listenerMiddleware';

/**
 * Registered per store in app/appListeners. An item changed status on the server (a hand-over
 * finished on the claimant's device or at the counter, docs/product.md#counter-hand-over): the
 * item page open on it, its history and the lists that show it are fetched again, so the counter
 * panel turns into "Returned" with its receipt without a reload.
 */
export function registerItemLiveListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: itemChangedReceived,
    effect: ({ payload }, listenerApi) => {
      listenerApi.dispatch(
        api.util.invalidateTags([
          { type: 'Item', id: payload.itemId },
          { type: 'ItemHistory', id: payload.itemId },
          'MyItems',
          'ItemList',
        ]),
      );
    },
  });
}
