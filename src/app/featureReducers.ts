import { liveNotificationsSlice } from '../features/notifications/liveNotificationsSlice';
import { realtimeSlice } from '../features/realtime/realtimeSlice';

/** Reducers that features own; the store composes them here so features stay independent. */
export const featureReducers = {
  [liveNotificationsSlice.reducerPath]: liveNotificationsSlice.reducer,
  [realtimeSlice.reducerPath]: realtimeSlice.reducer,
};
