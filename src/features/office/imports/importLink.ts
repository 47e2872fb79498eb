/** The import page at one import: its id is in the URL, so a reload comes back to it. */
export const importLink = (id: string) => ({ search: `?import=${encodeURIComponent(id)}` });
