/** Trims `text` to `max` characters plus ' ...' (spec section 9: default 100; the slider uses 200). */
export function trimText(text: string, max = 100): string {
  return text.length <= max ? text : `${text.slice(0, max).trimEnd()} ...`;
}
