import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ThemeMode = 'light' | 'dark';
type DashboardView = 'list' | 'card';
/** theme null: follow the system preference until the user toggles. */
type PreferencesState = { theme: ThemeMode | null; dashboardView: DashboardView };

const initialState: PreferencesState = { theme: null, dashboardView: 'list' };

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState,
  reducers: {
    themeChosen: (state, action: PayloadAction<ThemeMode>) => {
      state.theme = action.payload;
    },
    dashboardViewChosen: (state, action: PayloadAction<DashboardView>) => {
      state.dashboardView = action.payload;
    },
  },
  selectors: {
    selectThemePreference: (state) => state.theme,
    selectDashboardView: (state) => state.dashboardView,
  },
});

export const { themeChosen, dashboardViewChosen } = preferencesSlice.actions;
export const { selectThemePreference, selectDashboardView } = preferencesSlice.selectors;
