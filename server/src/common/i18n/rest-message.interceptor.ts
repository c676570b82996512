import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { map, type Observable } from 'rxjs';
import { Language, languageOfRequest } from './language.js';
import { translateMessage } from './messages.js';

/**
 * A REST body with its `message` (and `data.message`, as the ambassador form answers) in `lang`: the
 * shim's success messages ('Profile updated successfully', shown by the client as a toast) are the
 * spec's English and get the Arabic of {@link translateMessage} for an Arabic request. Anything else
 * (content, lists, files) is returned as it is.
 */
export function translateRestBody<T>(body: T, lang: Language): T {
  if (lang === Language.en || !body || typeof body !== 'object' || Buffer.isBuffer(body) || Array.isArray(body)) return body;
  const b = body as Record<string, unknown>;
  let out = b;
  if (typeof b.message === 'string') out = { ...out, message: translateMessage(b.message, lang) };
  const data = b.data as Record<string, unknown> | null | undefined;
  if (data && typeof data === 'object' && !Array.isArray(data) && typeof data.message === 'string' && Object.keys(data).length === 1) {
    out = { ...out, data: { message: translateMessage(data.message, lang) } };
  }
  return out as T;
}

/** Global (REST only; GraphQL clients read codes and fields): the answer's message in the request's language. */
@Injectable()
export class RestMessageInterceptor implements NestInterceptor {
  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (ctx.getType() !== 'http') return next.handle();
    const lang = languageOfRequest(ctx.switchToHttp().getRequest());
    return next.handle().pipe(map((body: unknown) => translateRestBody(body, lang)));
  }
}
