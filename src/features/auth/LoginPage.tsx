/** Placeholder until the feature work replaces it. */
export default function LoginPage() {
  return <p>LoginPage</p>;
}
