import type { ApolloServerPlugin } from '@apollo/server';
import { coerceInputValue, GraphQLError, typeFromAST, type GraphQLFormattedError, type GraphQLInputType } from 'graphql';
import { languageOfRequest } from '../i18n/language.js';
import { translateMessage } from '../i18n/messages.js';

/** GraphQL enums whose unknown values are a validation error of the input, with the message for a refused value. */
export type ClosedLists = Readonly<Record<string, (value: string) => string>>;

/** The enum and the refused value named by a graphql-js coercion or validation message, if any. */
function refusedEnumValue(message: string): { enumName: string; value: string } | null {
  const unknown = /Value "(.*?)" does not exist in "(\w+)" enum/.exec(message);
  if (unknown) return { enumName: unknown[2], value: unknown[1] };
  const nonEnum = /Enum "(\w+)" cannot represent non-enum value: (.*?)\.(?: Did you mean|$)/.exec(message);
  if (nonEnum) return { enumName: nonEnum[1], value: nonEnum[2].replace(/^"|"$/g, '') };
  return null;
}

/** A VALIDATION_FAILED error naming the field (`allergens`, numeric list positions left out) and the value. */
function validationError(message: string, field: string): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code: 'VALIDATION_FAILED', status: 400, fields: { [field]: message }, http: { status: 400 } },
  });
}

/**
 * Apollo Server plugin: a variable holding a value outside one of the `lists` enums (an allergen that is
 * not on the closed list) is refused before anything runs as VALIDATION_FAILED, HTTP 400, with the
 * list's own message in the request's language and `fields` naming the input field, like the
 * class-validator errors, instead of graphql-js's BAD_USER_INPUT. Other variable errors are left to
 * the next plugins. Must come before {@link costLimitPlugin} (the first refusal wins).
 */
export function closedListPlugin(lists: ClosedLists): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, operation, schema, contextValue }) {
          const variables = request.variables ?? {};
          for (const def of operation?.variableDefinitions ?? []) {
            const name = def.variable.name.value;
            if (variables[name] === undefined || variables[name] === null) continue;
            const type = typeFromAST(schema, def.type as never) as GraphQLInputType | undefined;
            if (!type) continue;
            let refusal: GraphQLError | undefined;
            coerceInputValue(variables[name], type, (path, _invalid, error) => {
              const refused = refusedEnumValue(error.message);
              const message = refused && lists[refused.enumName]?.(refused.value);
              if (!refusal && message) {
                const field = path.filter((p) => typeof p === 'string').join('.') || name;
                const req = (contextValue as { req?: unknown } | undefined)?.req;
                refusal = validationError(translateMessage(message, languageOfRequest(req)), field);
              }
            });
            if (refusal) throw refusal;
          }
        },
      };
    },
  };
}

/**
 * `formatError` step for a literal written in the document (`allergens: [NUTS]`), which graphql-js
 * refuses while validating, before any plugin hook: the same VALIDATION_FAILED and message (English:
 * formatError does not see the request). Other errors pass unchanged.
 */
export function closedListLiteralError(formatted: GraphQLFormattedError, lists: ClosedLists): GraphQLFormattedError {
  if (formatted.extensions?.code !== 'GRAPHQL_VALIDATION_FAILED') return formatted;
  const refused = refusedEnumValue(formatted.message);
  const message = refused && lists[refused.enumName]?.(refused.value);
  if (!message) return formatted;
  return { message, locations: formatted.locations, extensions: { code: 'VALIDATION_FAILED', status: 400 } };
}
