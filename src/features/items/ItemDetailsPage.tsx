/** Placeholder until the feature work replaces it. */
export default function ItemDetailsPage() {
  return <p>ItemDetailsPage</p>;
}
