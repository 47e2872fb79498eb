import { randomBytes } from 'node:crypto';

/** 24 hex characters, like the ObjectIds the client was first written against. Opaque to clients. */
export const newId = (): string => randomBytes(12).toString('hex');

export const nowIso = (): string => new Date().toISOString();

export const isoIn = (ms: number): string => new Date(Date.now() + ms).toISOString();
