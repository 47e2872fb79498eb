import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ConnectionStatus = 'idle' | 'connecting' | 'connected' | 'disconnected';

type RealtimeState = { status: ConnectionStatus; lastPongAt: number | null };

const initialState: RealtimeState = { status: 'idle', lastPongAt: null };

/** The socket's status (the socket itself lives in the listener, never in the store). */
export const realtimeSlice = createSlice({
  name: 'realtime',
  initialState,
  reducers: {
    connectionChanged: (state, action: PayloadAction<ConnectionStatus>) => {
      state.status = action.payload;
      if (action.payload === 'idle') state.lastPongAt = null;
    },
    pongReceived: (state, action: PayloadAction<number>) => {
      state.lastPongAt = action.payload;
    },
  },
  selectors: {
    selectConnectionStatus: (state) => state.status,
    selectLastPongAt: (state) => state.lastPongAt,
  },
});

export const { connectionChanged, pongReceived } = realtimeSlice.actions;
export const { selectConnectionStatus, selectLastPongAt } = realtimeSlice.selectors;
