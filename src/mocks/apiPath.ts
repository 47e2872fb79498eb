/** MSW path for an /api/v1 route that matches in the browser (dev:mock) and under Jest. */
export const apiPath = (path: string) => `*/api/v1${path}`;

/** The contract's error body. */
export const errorBody = (
  message: string,
  code: string,
  details?: { field: string; message: string }[],
) => ({
  message,
  code,
  ...(details ? { details } : {}),
});
