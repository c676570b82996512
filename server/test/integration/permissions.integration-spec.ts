import { Controller, Get, type INestApplication } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { Query, Resolver } from '@nestjs/graphql';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { AccessGuard } from '../../src/common/auth/access.guard.js';
import { PermissionsExplorer } from '../../src/common/auth/permissions.explorer.js';
import { Public, Role, Roles } from '../../src/common/auth/roles.decorator.js';
import { AllExceptionsFilter } from '../../src/common/errors/all-exceptions.filter.js';
import { createTestApp, type TestApp } from '../setup/test-app.js';

/**
 * Style rule 3, deny by default: every GraphQL operation and REST route declares who may call it.
 * The snapshot is the permission table; a diff in it is a permission change to review.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('declared access of every operation', () => {
  it('leaves no operation UNDECLARED and matches the reviewed permission table', () => {
    const listing = PermissionsExplorer.forApp(t.app).list();
    expect(listing.filter((o) => o.access === 'UNDECLARED')).toEqual([]);
    // One line per operation: what, who may call it, and which handler serves it.
    const table = listing.map(
      (o) => `${o.operation.padEnd(40)} ${(Array.isArray(o.access) ? o.access.join(', ') : o.access).padEnd(26)} ${o.handler}`,
    );
    expect(table).toMatchSnapshot();
  });

  it('covers exactly the root fields of the served GraphQL schema', async () => {
    const body = await t.gql<{ __schema: Record<'queryType' | 'mutationType', { fields: { name: string }[] } | null> }>(
      `{ __schema { queryType { fields { name } } mutationType { fields { name } } } }`,
    );
    expect(body.errors).toBeUndefined();
    const served = [
      ...body.data!.__schema.queryType!.fields.map((f) => `Query.${f.name}`),
      ...(body.data!.__schema.mutationType?.fields ?? []).map((f) => `Mutation.${f.name}`),
    ].sort();
    const listed = PermissionsExplorer.forApp(t.app)
      .list()
      .filter((o) => o.kind !== 'REST')
      .map((o) => o.operation)
      .sort();
    expect(listed).toEqual(served);
    expect(listed.length).toBeGreaterThan(5);
  });

  it('names REST routes by the paths the app really serves', async () => {
    const rest = PermissionsExplorer.forApp(t.app)
      .list()
      .filter((o) => o.kind === 'REST');
    expect(rest.length).toBeGreaterThan(0);
    for (const route of rest) {
      const [verb, path] = route.operation.split(' ') as [string, string];
      expect(path.startsWith('/api/') || path === '/metrics').toBe(true);
      if (verb !== 'GET' || path.includes(':')) continue;
      const res = await t.http.get(path);
      expect({ path, status: res.status }).not.toEqual({ path, status: 404 });
    }
    // And an unknown route really is 404, so the loop above could fail.
    expect((await t.http.get('/api/no-such-route')).status).toBe(404);
  });
});

describe('the guard at runtime', () => {
  let probe: INestApplication;
  let explorer: PermissionsExplorer;

  beforeAll(async () => {
    // Declared here, not at the top of the file, so the real app's schema never sees this resolver.
    @Controller('probe')
    class ProbeController {
      @Get('undeclared')
      undeclared() {
        return { leaked: true };
      }

      @Get('open')
      @Public()
      open() {
        return { ok: true };
      }

      @Get('staff')
      @Roles(Role.Admin, Role.SuperAdmin)
      staff() {
        return { leaked: true };
      }
    }

    @Controller('classwide')
    @Roles(Role.Admin)
    class ClassWideController {
      @Get()
      list() {
        return { leaked: true };
      }

      @Get('open')
      @Public()
      open() {
        return { ok: true };
      }
    }

    @Resolver()
    class ProbeResolver {
      @Query(() => String)
      forgotten() {
        return 'leaked';
      }
    }

    const moduleRef = await Test.createTestingModule({
      controllers: [ProbeController, ClassWideController],
      providers: [ProbeResolver, { provide: APP_GUARD, useClass: AccessGuard }],
    }).compile();
    probe = moduleRef.createNestApplication({ logger: false });
    probe.useGlobalFilters(new AllExceptionsFilter());
    await probe.init();
    explorer = PermissionsExplorer.forApp(probe);
  });

  afterAll(async () => {
    await probe?.close();
  });

  it('refuses a handler without @Public() or @Roles() with 403 FORBIDDEN, and runs nothing', async () => {
    const res = await request(probe.getHttpServer()).get('/probe/undeclared');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 'FORBIDDEN', message: 'You do not have permission to do this.' });
  });

  it('lets a @Public() handler through and asks a @Roles() handler for a token', async () => {
    await request(probe.getHttpServer()).get('/probe/open').expect(200, { ok: true });
    const staff = await request(probe.getHttpServer()).get('/probe/staff');
    expect(staff.status).toBe(401);
    expect(staff.body.code).toBe('UNAUTHENTICATED');
    // Class-level @Roles covers undecorated methods; method-level @Public overrides it.
    expect((await request(probe.getHttpServer()).get('/classwide')).status).toBe(401);
    await request(probe.getHttpServer()).get('/classwide/open').expect(200, { ok: true });
  });

  it('reports the undeclared handlers (REST and GraphQL) exactly as the guard treats them', () => {
    expect(explorer.list('')).toEqual([
      { kind: 'Query', operation: 'Query.forgotten', handler: 'ProbeResolver.forgotten', access: 'UNDECLARED' },
      { kind: 'REST', operation: 'GET /classwide', handler: 'ClassWideController.list', access: ['admin'] },
      { kind: 'REST', operation: 'GET /classwide/open', handler: 'ClassWideController.open', access: 'public' },
      { kind: 'REST', operation: 'GET /probe/open', handler: 'ProbeController.open', access: 'public' },
      { kind: 'REST', operation: 'GET /probe/staff', handler: 'ProbeController.staff', access: ['admin', 'super_admin'] },
      { kind: 'REST', operation: 'GET /probe/undeclared', handler: 'ProbeController.undeclared', access: 'UNDECLARED' },
    ]);
  });
});
