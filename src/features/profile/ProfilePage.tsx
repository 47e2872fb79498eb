/** Placeholder until the feature work replaces it. */
export default function ProfilePage() {
  return <p>ProfilePage</p>;
}
