declare module 'negotiator' {
  /** The part of negotiator 1.x the server uses (content negotiation by Accept-* headers). */
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    language(available?: string[]): string | undefined;
    languages(available?: string[]): string[];
  }
}
