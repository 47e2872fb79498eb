/**
 * The document's title on `/` (docs/product.md#shared-layout): "Lost & Found - <campus name>
 * Portal", which SPEC fixes as "Lost & Found - College Portal" for the default campus name. The
 * SPA names every page with it and the server writes it into the landing page it renders.
 */
export const siteTitle = (campusName: string) => `Lost & Found - ${campusName} Portal`;
