/** Placeholder until the feature work replaces it. */
export default function UserDetailsPage() {
  return <p>UserDetailsPage</p>;
}
