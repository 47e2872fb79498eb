import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * What the user is looking at, for listeners that must not repeat it: a live notification about
 * the thread that is open on screen raises no toast (docs/product.md#notifications). Not persisted.
 */
type ViewState = { openThread: string | null };

const initialState: ViewState = { openThread: null };

export const viewSlice = createSlice({
  name: 'view',
  initialState,
  reducers: {
    threadOpened: (state, action: PayloadAction<string>) => {
      state.openThread = action.payload;
    },
    threadClosed: (state, action: PayloadAction<string>) => {
      if (state.openThread === action.payload) state.openThread = null;
    },
  },
  selectors: {
    selectOpenThread: (state) => state.openThread,
  },
});

export const { threadOpened, threadClosed } = viewSlice.actions;
export const { selectOpenThread } = viewSlice.selectors;

/** The SPA path of a thread, as notifications link to it. */
export const threadPath = (conversationId: string) => `/messages/${conversationId}`;
