import { loadSocketIoFactory } from './app/realtime/socketClient';
import { mountApp } from './mountApp';

// The portal against its server: socket.io for realtime. `npm run dev:mock` starts
// src/main.mock.tsx instead (vite.config.ts).
mountApp({ loadSocketFactory: loadSocketIoFactory });
