/** Stub page. */
export default function LoginPage() {
  return <section className="container"><h1>LoginPage</h1></section>;
}
