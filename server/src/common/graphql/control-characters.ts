import type { ApolloServerPlugin } from '@apollo/server';
import { BREAK, GraphQLError, visit, type DocumentNode } from 'graphql';
import { CONTROL_CHARACTERS, controlCharacterMessage, findControlCharacter } from '../http/request-limits.js';

/** The argument name of the first string literal of `document` holding a control character, or undefined. */
function literalWithControlCharacter(document: DocumentNode): string | undefined {
  let found: string | undefined;
  let argument = 'value';
  visit(document, {
    Argument(node) {
      argument = node.name.value;
    },
    StringValue(node) {
      if (!CONTROL_CHARACTERS.test(node.value)) return undefined;
      found = argument;
      return BREAK;
    },
  });
  return found;
}

/**
 * Apollo Server plugin: the GraphQL side of the REST shim's `refuseControlCharacters` (common/http). A
 * variable or string literal holding a control character other than tab, line feed or carriage return
 * (a NUL in `adminPlans(search:)` was a 500 from the database driver) refuses the operation before it
 * runs: `BAD_USER_INPUT`, HTTP 400, naming the variable path or argument.
 */
export function controlCharacterPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          const where = findControlCharacter(request.variables ?? {}) ?? literalWithControlCharacter(document);
          if (where) {
            throw new GraphQLError(controlCharacterMessage(where), {
              extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}
