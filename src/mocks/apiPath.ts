/** MSW path for an /api/v1 route that matches in the browser (dev:mock) and under Jest. */
export const apiPath = (path: string) => `*/api/v1${path}`;

type Detail = { field: string; message: string };
/** The contract's error body. */
export const errorBody = (message: string, code: string, details?: Detail[]) =>
  details ? { message, code, details } : { message, code };
