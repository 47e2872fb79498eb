import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NotificationEvent } from '../../../shared/realtimeEvents';

/** Notifications that arrived live (capped at 10, SPEC §4). */
export const liveNotificationsSlice = createSlice({
  name: 'liveNotifications',
  initialState: { items: [] as NotificationEvent[] },
  reducers: {
    notificationReceived: (state, action: PayloadAction<NotificationEvent>) => {
      state.items = [action.payload, ...state.items].slice(0, 10);
    },
  },
  selectors: { selectLiveNotifications: (state) => state.items },
});

export const { notificationReceived } = liveNotificationsSlice.actions;
export const { selectLiveNotifications } = liveNotificationsSlice.selectors;
