/** Placeholder until the feature work replaces it. */
export default function ConversationsPage() {
  return <p>ConversationsPage</p>;
}
