/** Placeholder until the feature work replaces it. */
export default function AdminPage() {
  return <p>AdminPage</p>;
}
