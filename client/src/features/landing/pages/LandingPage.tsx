/** Stub page. */
export default function LandingPage() {
  return <section className="container"><h1>LandingPage</h1></section>;
}
