/** Stub page. */
export default function SignUpPage() {
  return <section className="container"><h1>SignUpPage</h1></section>;
}
