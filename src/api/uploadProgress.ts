import { useSyncExternalStore } from 'react';

/**
 * Upload progress of the multipart calls (createItem, updateItem, uploadImport), published by
 * baseQuery's XMLHttpRequest path and read by forms through useUploadProgress. A percentage 0-100
 * while a body is being sent, null when nothing is uploading.
 */
type Listener = () => void;

const progress = new Map<string, number>();
const listeners = new Set<Listener>();

const notify = () => listeners.forEach((listener) => listener());

export function setUploadProgress(endpoint: string, percent: number | null): void {
  if (percent === null) progress.delete(endpoint);
  else progress.set(endpoint, Math.max(0, Math.min(100, Math.round(percent))));
  notify();
}

function getUploadProgress(endpoint: string): number | null {
  return progress.get(endpoint) ?? null;
}

function subscribeUploadProgress(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current upload percentage of an endpoint ('createItem' | 'updateItem' | …), or null. */
export function useUploadProgress(endpoint: string): number | null {
  return useSyncExternalStore(
    subscribeUploadProgress,
    () => getUploadProgress(endpoint),
    () => null,
  );
}
