/** The notifications module's public entry. */
export { notify, storeNotification, type NotificationInput } from './notify';
export { storeGrouped, type GroupedInput } from './storeGrouped';
export { notificationJobs, notificationJobLimits } from './mailJobs';
export { startNotificationMail } from './mailStartup';
