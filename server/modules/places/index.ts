/** The places module's public entry: the directory other modules (matching) read. */
export { placeDirectory, type PlaceDirectory } from './placeDirectory';
export type { PlaceEntry, ResolvedPlace } from './resolvePlace';
