/** `text` with every regular-expression metacharacter escaped, so it matches itself literally inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
