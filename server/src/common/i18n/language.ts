import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { registerEnumType } from '@nestjs/graphql';
import Negotiator from 'negotiator';
import { requestOf } from '../http/request-of.js';

/** The languages the app speaks (issue "English and Arabic"): English is the source and the fallback. */
export enum Language {
  en = 'en',
  ar = 'ar',
}

registerEnumType(Language, { name: 'Language', description: 'en (English, the default and fallback) or ar (Arabic).' });

const OFFERED = [Language.en, Language.ar];
const MEMO_MAX = 200;
const memo = new Map<string, Language>();

/**
 * The language of an `Accept-Language` header value: the offered language (en, ar) with the highest
 * q-value; any `ar*` range (`ar`, `ar-AE`) counts as Arabic. No header, `*`, or only other languages: en.
 * Results are memoised by header value (a pure function; the catalog cache asks on every hit).
 */
export function languageOfHeader(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return Language.en;
  let lang = memo.get(value);
  if (lang === undefined) {
    const best = new Negotiator({ headers: { 'accept-language': value } }).language(OFFERED);
    lang = best === Language.ar ? Language.ar : Language.en;
    if (memo.size >= MEMO_MAX) memo.clear();
    memo.set(value, lang);
  }
  return lang;
}

interface WithLanguage {
  headers: Record<string, string | string[] | undefined>;
  language?: Language;
}

/** The language of a request, read from its `Accept-Language` once and kept on the request. */
export function languageOfRequest(req: unknown): Language {
  const r = req as WithLanguage | undefined;
  if (!r?.headers) return Language.en;
  r.language ??= languageOfHeader(r.headers['accept-language']);
  return r.language;
}

/** Parameter decorator (GraphQL resolvers and REST handlers): the request's {@link Language}. */
export const RequestLanguage = createParamDecorator((_data: unknown, ctx: ExecutionContext): Language => languageOfRequest(requestOf(ctx)));
