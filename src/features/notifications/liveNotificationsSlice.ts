import { createSlice } from '@reduxjs/toolkit';
import type { NotificationEvent } from '../../../shared/realtimeEvents';
import { notificationReceived } from '../../app/realtimeActions';
import { loggedOut } from '../../app/sessionSlice';

/** SPEC §4: when live notifications arrive the list is capped at 10. */
export const LIVE_NOTIFICATIONS_CAP = 10;

/** Notifications that arrived live, newest first. */
export const liveNotificationsSlice = createSlice({
  name: 'liveNotifications',
  initialState: { items: [] as NotificationEvent[] },
  reducers: {},
  extraReducers: (builder) => {
    // The action is app-level (the realtime feature dispatches it; features never import each other).
    builder.addCase(notificationReceived, (state, action) => {
      state.items = [action.payload, ...state.items].slice(0, LIVE_NOTIFICATIONS_CAP);
    });
    builder.addCase(loggedOut, (state) => {
      state.items = [];
    });
  },
  selectors: { selectLiveNotifications: (state) => state.items },
});

export { notificationReceived };
export const { selectLiveNotifications } = liveNotificationsSlice.selectors;
