import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

/** The contract's error body. */
type ApiErrorBody = {
  message: string;
  code: string;
  details?: { field: string; message: string }[];
};

type AnyError = FetchBaseQueryError | SerializedError | undefined | unknown;

const body = (error: AnyError): Partial<ApiErrorBody> | undefined => {
  if (error && typeof error === 'object' && 'data' in error) {
    const data = (error as { data: unknown }).data;
    if (data && typeof data === 'object') return data as Partial<ApiErrorBody>;
  }
  return undefined;
};

/** HTTP status of a failed call, or undefined for network/parse failures. */
export const errorStatus = (error: AnyError): number | undefined => {
  const status =
    error && typeof error === 'object' && 'status' in error
      ? (error as { status: unknown }).status
      : undefined;
  return typeof status === 'number' ? status : undefined;
};

/** The server's message, if it sent one. */
export const serverMessage = (error: AnyError): string | undefined =>
  body(error)?.message || undefined;
export const errorCode = (error: AnyError): string | undefined => body(error)?.code;
export const errorDetails = (error: AnyError) => body(error)?.details ?? [];

/** Server message, else a fallback (docs/product.md#messages: "usually the server message, otherwise a default"). */
export const messageOr = (error: AnyError, fallback: string): string =>
  serverMessage(error) ?? fallback;
