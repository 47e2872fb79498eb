/** Placeholder until the feature work replaces it. */
export default function CreateItemPage() {
  return <p>CreateItemPage</p>;
}
