/** The desks module's public entry: where a keeper's items go, and the campus settings. */
export { keeperDeskFor } from './keeperDesk';
export { getCampusSettings, type CampusSettings } from './settings';
