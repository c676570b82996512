/** Stub page. */
export default function PlansPage() {
  return <section className="container"><h1>PlansPage</h1></section>;
}
