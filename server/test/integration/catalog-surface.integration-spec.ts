import { Controller, Get } from '@nestjs/common';
import { Query, Resolver } from '@nestjs/graphql';
import { Test } from '@nestjs/testing';
import { CurrentUser, type AuthUser } from '../../src/common/auth/current-user.decorator.js';
import { PermissionsExplorer } from '../../src/common/auth/permissions.explorer.js';
import { Public, Role, Roles } from '../../src/common/auth/roles.decorator.js';
import { catalogSurfaceOf } from '../../src/common/catalog-cache/catalog-surface.js';
import { CatalogPublic } from '../../src/common/catalog-cache/catalog-public.decorator.js';
import { createTestApp, type TestApp } from '../setup/test-app.js';

/**
 * Which answers the catalog cache may serve is declared beside each field and route (`@CatalogPublic()`),
 * read at start-up, and refused when it could differ between callers.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('the catalog surface of the app', () => {
  it('is the reviewed list of public catalog fields and routes (a new one shows here as a diff)', () => {
    const surface = catalogSurfaceOf(PermissionsExplorer.forApp(t.app).list('api'));
    expect([...surface.fields].sort()).toEqual([
      'activePromotions',
      'blog',
      'blogs',
      'durations',
      'heroImages',
      'meal',
      'meals',
      'paymentConfig',
      'plan',
      'plans',
      'siteSettings',
    ]);
    const served = ['/api/plans', '/api/plans/', '/api/planPromotions/active', '/api/site-content/hero', '/api/blogs', '/api/blogs/a-post'];
    const notServed = [
      '/api/planPromotions',
      '/api/planPromotions/getExpiredPromotions',
      '/api/plans/export.csv',
      '/api/users/me',
      '/api/plansx',
    ];
    expect(served.filter((p) => !surface.restPaths.test(p))).toEqual([]);
    expect(notServed.filter((p) => surface.restPaths.test(p))).toEqual([]);
  });

  it('marks only public queries and GETs that do not read the caller', () => {
    const marked = PermissionsExplorer.forApp(t.app)
      .list('api')
      .filter((o) => o.catalogPublic);
    expect(marked.length).toBeGreaterThan(10);
    expect(marked.filter((o) => o.access !== 'public' || o.readsCaller)).toEqual([]);
  });
});

describe('a mark on an answer that depends on the caller', () => {
  it('stops the app from starting, naming the operation (a caller-reading field, a staff field, a mutation)', async () => {
    // Declared here so that the real app's schema never sees them.
    @Resolver()
    class ProbeResolver {
      @Query(() => String)
      @Public()
      @CatalogPublic()
      myName(@CurrentUser() caller: AuthUser | null) {
        return caller?.id ?? 'anonymous';
      }

      @Query(() => String)
      @Public()
      @CatalogPublic()
      fine() {
        return 'same for everyone';
      }
    }

    @Controller('probe')
    class ProbeController {
      @Get('staff')
      @Roles(Role.Admin)
      @CatalogPublic()
      staff() {
        return { data: 'staff only' };
      }
    }

    const moduleRef = await Test.createTestingModule({ controllers: [ProbeController], providers: [ProbeResolver] }).compile();
    const probe = moduleRef.createNestApplication({ logger: false });
    await probe.init();
    try {
      const listing = PermissionsExplorer.forApp(probe).list('');
      expect(listing.find((o) => o.operation === 'Query.myName')).toMatchObject({ catalogPublic: true, readsCaller: true });
      expect(listing.find((o) => o.operation === 'Query.fine')).toEqual(expect.not.objectContaining({ readsCaller: true }));
      expect(() => catalogSurfaceOf(listing)).toThrow(/Query\.myName \(ProbeResolver\.myName\), GET \/probe\/staff/);
      // Without the wrong marks the same listing is accepted.
      const fine = catalogSurfaceOf(listing.filter((o) => o.operation === 'Query.fine'));
      expect([...fine.fields]).toEqual(['fine']);
    } finally {
      await probe.close();
    }
  });

  it('refuses a marked mutation', () => {
    expect(() =>
      catalogSurfaceOf([{ kind: 'Mutation', operation: 'Mutation.touch', handler: 'X.touch', access: 'public', catalogPublic: true }]),
    ).toThrow(/Mutation\.touch/);
  });
});
