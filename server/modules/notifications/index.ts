/** The notifications module's public entry. */
export { notify, type NotificationInput } from './notify';
