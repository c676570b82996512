/** Stub: replaced by the full footer (spec sections 1 and 2). */
export function Footer() {
  return <footer>© 2024 FreshFuel</footer>;
}
