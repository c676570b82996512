import { Injectable, RequestMethod, type INestApplicationContext, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { DiscoveryService, MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import type { InstanceWrapper } from '@nestjs/core/injector/instance-wrapper.js';
import { RESOLVER_NAME_METADATA, RESOLVER_TYPE_METADATA } from '@nestjs/graphql';
import { UNPREFIXED_PATHS } from '../http/unprefixed-paths.js';
import { CATALOG_PUBLIC_KEY } from '../catalog-cache/catalog-public.decorator.js';
import { currentUserOf } from './current-user.decorator.js';
import { IS_PUBLIC_KEY, ROLES_KEY, type Role } from './roles.decorator.js';

/** Who may call an operation, as the {@link import('./access.guard.js').AccessGuard} decides it. */
export type Access = 'public' | Role[] | 'UNDECLARED';

/** One GraphQL root field or REST route with its declared access (style rule 3). */
export interface OperationAccess {
  kind: 'Query' | 'Mutation' | 'Subscription' | 'REST';
  /** `Query.me`, `Mutation.login`, or `GET /api/plans`. */
  operation: string;
  /** `PlansController.list`. */
  handler: string;
  access: Access;
  /** Present (true) when marked `@CatalogPublic()`: its answer may be served from the catalog cache. */
  catalogPublic?: true;
  /** Present (true) when the handler takes `@CurrentUser()`: its answer may depend on the caller. */
  readsCaller?: true;
}

const GRAPHQL_ROOTS = new Set(['Query', 'Mutation', 'Subscription']);

/**
 * Lists every operation the global access guard protects: GraphQL queries, mutations and
 * subscriptions (methods carrying `@nestjs/graphql` resolver metadata) and REST routes (controller
 * and method paths with the global prefix), each with its access read exactly as the guard reads it
 * (`@Public()` wins; else the `@Roles(...)` list, method over class; else `UNDECLARED`, which the
 * guard refuses). The permissions snapshot test uses it, so a changed permission shows as a diff.
 */
@Injectable()
export class PermissionsExplorer {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  /** Builds an explorer over a running app or testing module without registering DiscoveryModule in it. */
  static forApp(app: INestApplicationContext): PermissionsExplorer {
    return new PermissionsExplorer(new DiscoveryService(app.get(ModulesContainer)), new MetadataScanner(), app.get(Reflector));
  }

  /**
   * Every operation, sorted by kind then name.
   * @param globalPrefix the app's `setGlobalPrefix` value ('api' in app.setup.ts), prepended to REST paths
   *   other than the {@link UNPREFIXED_PATHS}.
   */
  list(globalPrefix = 'api'): OperationAccess[] {
    const seen = new Set<string>();
    const out: OperationAccess[] = [];
    const add = (entry: OperationAccess) => {
      const key = `${entry.kind} ${entry.operation} ${entry.handler}`;
      if (!seen.has(key)) {
        out.push(entry);
        seen.add(key);
      }
    };

    for (const wrapper of this.discovery.getProviders()) {
      const cls = classOf(wrapper);
      if (!cls) continue;
      for (const method of this.scanner.getAllMethodNames(cls.prototype)) {
        const handler = cls.prototype[method] as (...args: unknown[]) => unknown;
        const kind = Reflect.getMetadata(RESOLVER_TYPE_METADATA, handler) as string | undefined;
        if (!kind || !GRAPHQL_ROOTS.has(kind)) continue;
        const name = (Reflect.getMetadata(RESOLVER_NAME_METADATA, handler) as string | undefined) ?? method;
        add({
          kind: kind as OperationAccess['kind'],
          operation: `${kind}.${name}`,
          handler: `${cls.name}.${method}`,
          access: this.accessOf(cls, handler),
          ...marksOf(cls, method, handler),
        });
      }
    }

    for (const wrapper of this.discovery.getControllers()) {
      const cls = classOf(wrapper);
      if (!cls) continue;
      const base = pathsOf(Reflect.getMetadata(PATH_METADATA, cls));
      for (const method of this.scanner.getAllMethodNames(cls.prototype)) {
        const handler = cls.prototype[method] as (...args: unknown[]) => unknown;
        const routePath = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        if (routePath === undefined) continue; // not a route handler
        const verb = RequestMethod[(Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined) ?? RequestMethod.GET];
        for (const b of base) {
          for (const p of pathsOf(routePath)) {
            const unprefixed = UNPREFIXED_PATHS.includes(joinPath(b, p).slice(1));
            add({
              kind: 'REST',
              operation: `${verb} ${joinPath(unprefixed ? '' : globalPrefix, b, p)}`,
              handler: `${cls.name}.${method}`,
              access: this.accessOf(cls, handler),
              ...marksOf(cls, method, handler),
            });
          }
        }
      }
    }

    const order = ['Query', 'Mutation', 'Subscription', 'REST'];
    return out.sort(
      (a, b) =>
        order.indexOf(a.kind) - order.indexOf(b.kind) || a.operation.localeCompare(b.operation) || a.handler.localeCompare(b.handler),
    );
  }

  /** The same reading as AccessGuard.canActivate: handler metadata overrides class metadata. */
  private accessOf(cls: Type, handler: (...args: unknown[]) => unknown): Access {
    const targets = [handler, cls];
    if (this.reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC_KEY, targets)) return 'public';
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets);
    return roles?.length ? [...roles].sort() : 'UNDECLARED';
  }
}

/** The optional marks of a handler: `@CatalogPublic()`, and whether one of its parameters is `@CurrentUser()`. */
function marksOf(
  cls: Type,
  method: string,
  handler: (...args: unknown[]) => unknown,
): Pick<OperationAccess, 'catalogPublic' | 'readsCaller'> {
  const params = (Reflect.getMetadata(ROUTE_ARGS_METADATA, cls, method) ?? {}) as Record<string, { factory?: unknown }>;
  return {
    ...(Reflect.getMetadata(CATALOG_PUBLIC_KEY, handler) === true ? { catalogPublic: true as const } : {}),
    ...(Object.values(params).some((p) => p.factory === currentUserOf) ? { readsCaller: true as const } : {}),
  };
}

/** The class behind a provider or controller: its metatype for class providers, else its instance's class. */
function classOf(wrapper: InstanceWrapper): Type | undefined {
  if (!wrapper.isNotMetatype && typeof wrapper.metatype === 'function') return wrapper.metatype as Type;
  const instance: unknown = wrapper.instance;
  if (!instance || typeof instance !== 'object') return undefined;
  const cls = instance.constructor as Type | undefined;
  return typeof cls === 'function' && cls !== Object ? cls : undefined;
}

function pathsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.length ? value.map(String) : ['/'];
  return [typeof value === 'string' ? value : '/'];
}

/** `('api', 'plans', '/')` -> `/api/plans`. */
function joinPath(...parts: string[]): string {
  const joined = parts
    .map((p) => p.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/');
  return `/${joined}`;
}
