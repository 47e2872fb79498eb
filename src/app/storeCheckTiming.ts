/**
 * Redux Toolkit's development checks (the state is never mutated; actions and state stay
 * serializable) run outside production builds and warn when one pass takes longer than
 * `warnAfterMs` (Redux Toolkit's own default). The tests keep the checks but not that warning
 * (src/test/setupTests.ts): on a busy CI machine a pass over a small state can take 100 ms.
 * A module of its own so the test setup can set it without loading the store.
 */
export const storeCheckTiming = { warnAfterMs: 32 };
