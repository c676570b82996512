import type { OpenAPIObject } from '@nestjs/swagger';

/** The error body every REST route answers with (style rule 8): `{ code, message, errors? }`. */
export const ERROR_BODY_SCHEMA = {
  type: 'object',
  required: ['code', 'message'],
  properties: {
    code: { type: 'string', description: 'Machine-readable error code, e.g. VALIDATION_FAILED, UNAUTHENTICATED, RATE_LIMITED.' },
    message: { type: 'string', description: 'A message fit to show a person.' },
    errors: { type: 'object', additionalProperties: { type: 'string' }, description: 'Per-field messages (VALIDATION_FAILED).' },
    data: { type: 'object', properties: { message: { type: 'string' } }, description: 'Public forms only: the message again.' },
  },
} as const;

const ANSWERS: Record<string, string> = {
  '400': 'Invalid input (VALIDATION_FAILED with `errors` per field, or BAD_REQUEST)',
  '401': 'UNAUTHENTICATED: no valid bearer token',
  '403': 'FORBIDDEN: the caller may not do this',
  '404': 'NOT_FOUND',
  '405': 'METHOD_NOT_ALLOWED: see the Allow header',
  '409': 'A conflict with the current state (e.g. PHONE_TAKEN)',
  '413': 'PAYLOAD_TOO_LARGE / IMAGE_TOO_LARGE',
  '415': 'UNSUPPORTED_MEDIA_TYPE',
  '429': 'RATE_LIMITED / UPLOAD_QUOTA_EXCEEDED: try again later',
  '503': 'SERVICE_UNAVAILABLE: the database is unreachable; try again shortly',
};

/**
 * Declares the error answers on every REST operation of the OpenAPI document (the global filter can
 * send any of them), each with {@link ERROR_BODY_SCHEMA} as `components.schemas.ErrorBody`, so a
 * client or contract test (schemathesis) knows every status and body. Answers a route documents itself win.
 */
export function declareErrorAnswers(doc: OpenAPIObject): OpenAPIObject {
  doc.components ??= {};
  doc.components.schemas ??= {};
  doc.components.schemas.ErrorBody = ERROR_BODY_SCHEMA as never;
  const ref = { $ref: '#/components/schemas/ErrorBody' };
  for (const item of Object.values(doc.paths)) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch'] as const) {
      const op = item[method];
      if (!op) continue;
      for (const [status, description] of Object.entries(ANSWERS)) {
        op.responses[status] ??= { description, content: { 'application/json': { schema: ref } } };
      }
    }
  }
  return doc;
}

/**
 * Marks every request-body schema that is a DTO class (a `$ref` to a component)
 * `additionalProperties: false`: the global ValidationPipe runs with `forbidNonWhitelisted`, so a
 * body with an unknown property is refused with 400 and the document says so (a contract test then
 * sends unknown properties only as invalid data). Inline schemas (the upload's file part, read by
 * multer without a DTO) stay open: extra form fields there are ignored.
 */
export function closeRequestBodies(doc: OpenAPIObject): OpenAPIObject {
  const schemas = (doc.components?.schemas ?? {}) as Record<string, Record<string, unknown>>;
  const close = (schema: Record<string, unknown> | undefined) => {
    if (!schema) return;
    if (typeof schema.$ref !== 'string') return;
    const target = schemas[schema.$ref.replace('#/components/schemas/', '')];
    if (target && (target.type === 'object' || target.properties)) target.additionalProperties = false;
  };
  for (const item of Object.values(doc.paths)) {
    for (const method of ['put', 'post', 'patch', 'delete'] as const) {
      const body = item[method]?.requestBody;
      if (!body || '$ref' in body) continue;
      for (const media of Object.values(body.content ?? {})) close(media.schema as Record<string, unknown> | undefined);
    }
  }
  return doc;
}

/**
 * The JSON Schema pattern of text the API accepts: no C0 control character except tab, line feed and
 * carriage return, and no DEL (request-limits.ts `CONTROL_CHARACTERS`, refused with 400 BAD_REQUEST).
 */
export const TEXT_WITHOUT_CONTROLS = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$';

/**
 * Writes the control-character rule into the document: every free-text string (no pattern, enum or
 * format of its own) of a query or path parameter and of a request body's schema (and the schemas it
 * refers to) gets {@link TEXT_WITHOUT_CONTROLS}, so a client or contract test knows such text is refused
 * (400) rather than valid input. Response schemas are left as they are.
 */
export function declareTextWithoutControls(doc: OpenAPIObject): OpenAPIObject {
  const components = (doc.components?.schemas ?? {}) as Record<string, Record<string, unknown>>;
  const seen = new Set<Record<string, unknown>>();
  const free = (schema: Record<string, unknown> | undefined): void => {
    if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
    seen.add(schema);
    if (typeof schema.$ref === 'string') {
      free(components[schema.$ref.replace('#/components/schemas/', '')]);
      return;
    }
    if (schema.type === 'string' && schema.pattern === undefined && schema.enum === undefined && schema.format === undefined) {
      schema.pattern = TEXT_WITHOUT_CONTROLS;
    }
    free(schema.items as Record<string, unknown> | undefined);
    for (const property of Object.values((schema.properties ?? {}) as Record<string, Record<string, unknown>>)) free(property);
    for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
      for (const part of (schema[key] ?? []) as Record<string, unknown>[]) free(part);
    }
  };
  for (const item of Object.values(doc.paths)) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch'] as const) {
      const op = item[method];
      if (!op) continue;
      for (const parameter of op.parameters ?? []) {
        if ('in' in parameter && (parameter.in === 'query' || parameter.in === 'path'))
          free(parameter.schema as Record<string, unknown> | undefined);
      }
      const body = op.requestBody;
      if (body && !('$ref' in body)) {
        for (const media of Object.values(body.content ?? {})) free(media.schema as Record<string, unknown> | undefined);
      }
    }
  }
  return doc;
}
