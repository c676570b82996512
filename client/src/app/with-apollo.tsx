import type { ComponentType } from 'react';
import { loadApollo } from '../lib/apollo-on-demand';

/**
 * `load` (a lazy module's loader, for React's `lazy`) whose component renders inside the Apollo provider of the page
 * load's one client, loaded in parallel with it (lib/apollo-on-demand.ts): pages and parts that use Apollo's hooks are
 * loaded through it, so the entry script carries no Apollo client.
 */
export function withApollo<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): () => Promise<{ default: ComponentType<P> }> {
  return () =>
    Promise.all([load(), loadApollo()]).then(([module, { client, ApolloProvider }]) => {
      const Inner = module.default;
      function WithApollo(props: P) {
        return (
          <ApolloProvider client={client}>
            <Inner {...props} />
          </ApolloProvider>
        );
      }
      WithApollo.displayName = `WithApollo(${Inner.displayName ?? Inner.name})`;
      return { default: WithApollo };
    });
}
