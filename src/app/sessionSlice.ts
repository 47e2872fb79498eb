import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** docs/product.md#data: the user as stored locally. */
export type SessionUser = { id: string; name: string; email: string; role: string };
type SessionState = { token: string | null; user: SessionUser | null };

const initialState: SessionState = { token: null, user: null };

/** Token and user: shared by every feature (so it lives in app/), persisted by redux-persist. */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    loggedIn: (_state, action: PayloadAction<{ token: string; user: SessionUser }>) => ({
      token: action.payload.token,
      user: action.payload.user,
    }),
    userUpdated: (state, action: PayloadAction<SessionUser>) => {
      state.user = action.payload;
    },
    loggedOut: () => initialState,
  },
  selectors: {
    selectToken: (state) => state.token,
    selectCurrentUser: (state) => state.user,
  },
});

export const { loggedIn, userUpdated, loggedOut } = sessionSlice.actions;
export const { selectToken, selectCurrentUser } = sessionSlice.selectors;

/** docs/product.md#guards: roles the admin guard recognises. */
const ADMIN_ROLES = ['admin', 'Admin', 'administrator'];
export const isAdminRole = (role: string | undefined) => !!role && ADMIN_ROLES.includes(role);
