/** Placeholder until the feature work replaces it. */
export default function MessagesPage() {
  return <p>MessagesPage</p>;
}
