/** Stub page. */
export default function OtpVerificationPage() {
  return <section className="container"><h1>OtpVerificationPage</h1></section>;
}
