/** Socket lifecycle listeners: implemented by the realtime work (issue 4). */
export function registerRealtimeListeners(): void {}
