/** Not found (spec section 2): an illustration only, no text. */
export default function NotFoundPage() {
  return (
    <div className="not-found">
      <img src="/images/not-found.svg" alt="" width={600} height={420} />
    </div>
  );
}
