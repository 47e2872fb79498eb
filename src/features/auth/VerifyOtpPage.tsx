/** Placeholder until the feature work replaces it. */
export default function VerifyOtpPage() {
  return <p>VerifyOtpPage</p>;
}
