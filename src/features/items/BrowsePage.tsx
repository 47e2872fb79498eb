/** Placeholder until the feature work replaces it. */
export default function BrowsePage() {
  return <p>BrowsePage</p>;
}
