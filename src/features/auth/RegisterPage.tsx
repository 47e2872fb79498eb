/** Placeholder until the feature work replaces it. */
export default function RegisterPage() {
  return <p>RegisterPage</p>;
}
