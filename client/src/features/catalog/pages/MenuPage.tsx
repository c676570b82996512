/** Stub page. */
export default function MenuPage() {
  return <section className="container"><h1>MenuPage</h1></section>;
}
