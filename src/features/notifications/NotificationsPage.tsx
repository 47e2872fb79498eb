/** Placeholder until the feature work replaces it. */
export default function NotificationsPage() {
  return <p>NotificationsPage</p>;
}
