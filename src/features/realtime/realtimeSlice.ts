import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ConnectionStatus = 'idle' | 'connecting' | 'connected' | 'disconnected';

/** The socket's status (the socket itself lives in the listener, never in the store). */
export const realtimeSlice = createSlice({
  name: 'realtime',
  initialState: { status: 'idle' as ConnectionStatus },
  reducers: {
    connectionChanged: (state, action: PayloadAction<ConnectionStatus>) => {
      state.status = action.payload;
    },
  },
  selectors: { selectConnectionStatus: (state) => state.status },
});

export const { connectionChanged } = realtimeSlice.actions;
export const { selectConnectionStatus } = realtimeSlice.selectors;
