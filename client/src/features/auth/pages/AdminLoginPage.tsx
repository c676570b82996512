/** Stub page. */
export default function AdminLoginPage() {
  return <section className="container"><h1>AdminLoginPage</h1></section>;
}
