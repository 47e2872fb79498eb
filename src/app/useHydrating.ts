import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * True on the server and during the client's hydration of the server-rendered landing page, false
 * afterwards and in a client-only render: React reads the server snapshot while hydrating, then
 * renders again with the client's. Lets a component render exactly what the server did first
 * (docs/architecture.md#server-rendered-landing-page).
 */
export const useHydrating = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
