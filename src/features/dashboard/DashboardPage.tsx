/** Placeholder until the feature work replaces it. */
export default function DashboardPage() {
  return <p>DashboardPage</p>;
}
