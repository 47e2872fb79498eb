/**
 * The desks module's public entry: where a keeper's items go, the desks other modules move items
 * to, and the campus settings.
 */
export { keeperDeskFor } from './keeperDesk';
export { deskIdsOfKeeper, deskName, keeperIdsOfDesk, type DeskName } from './deskLookups';
export { getCampusSettings, type CampusSettings } from './settings';
