import { Role } from '../../src/common/auth/roles.decorator.js';
import { loginAs } from '../factories/users.js';
import { createTestApp, errorCode, seedDatabase, type TestApp } from '../setup/test-app.js';

/**
 * The blog (spec /blog, /blog-detail/{id}): REST `GET /api/blogs`, `GET /api/blogs/{id}`, GraphQL
 * `blogs`, `blog`, and the staff operations, on the real app and database.
 */

const BLOG_FIELDS = 'id title slug excerpt body coverImage author tags readingMinutes published publishedAt createdAt updatedAt';
const CREATE = `mutation Create($input: CreateBlogInput!) { createBlog(input: $input) { ${BLOG_FIELDS} } }`;
const UPDATE = `mutation Update($input: UpdateBlogInput!) { updateBlog(input: $input) { ${BLOG_FIELDS} } }`;
const SET_PUBLISHED = `mutation Pub($id: ID!, $published: Boolean!) { setBlogPublished(id: $id, published: $published) { id published publishedAt slug } }`;
const BLOGS = `query Blogs($page: Int, $limit: Int) { blogs(page: $page, limit: $limit) { data { id title slug published } totalPages total } }`;
const BLOG = `query Blog($idOrSlug: String!) { blog(idOrSlug: $idOrSlug) { ${BLOG_FIELDS} } }`;
const ADMIN_BLOGS = `query AdminBlogs($page: Int, $limit: Int, $search: String) { adminBlogs(page: $page, limit: $limit, search: $search) { data { id title published } totalPages total } }`;
const ADMIN_BLOG = `query AdminBlog($id: ID!) { adminBlog(id: $id) { id title published } }`;

interface BlogOut {
  id: string;
  title: string;
  slug: string;
  body: string;
  published: boolean;
  publishedAt: string | null;
  readingMinutes: number;
  tags: string[];
  author: string;
  coverImage: string | null;
}

let t: TestApp;
let admin: string;
let superAdmin: string;
let customer: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAs(t, Role.Admin)).token;
  superAdmin = (await loginAs(t, Role.SuperAdmin)).token;
  customer = (await loginAs(t, Role.User)).token;
});

afterAll(async () => {
  await t?.close();
});

const blogsCollection = () => t.connection.collection('blogs');

async function createBlog(input: Record<string, unknown>, token = admin): Promise<BlogOut> {
  const body = await t.gql<{ createBlog: BlogOut }>(
    CREATE,
    { input: { excerpt: 'An excerpt.', body: '<p>Body text.</p>', ...input } },
    token,
  );
  expect(body.errors).toBeUndefined();
  return body.data!.createBlog;
}

describe('REST GET /api/blogs and /api/blogs/{id}', () => {
  let published: BlogOut[];
  let draft: BlogOut;

  beforeAll(async () => {
    await blogsCollection().deleteMany({});
    published = [];
    for (let i = 1; i <= 5; i++) {
      published.push(await createBlog({ title: `Published post ${i}`, published: true }));
      await new Promise((r) => setTimeout(r, 5)); // distinct publishedAt, newest last
    }
    draft = await createBlog({ title: 'A private draft' });
  });

  it('lists published posts only, newest first, paged with data/totalPages/total', async () => {
    const page1 = await t.http.get('/api/blogs').query({ page: 1, limit: 2 }).expect(200);
    expect(page1.body).toMatchObject({ totalPages: 3, total: 5 });
    expect(page1.body.data.map((b: { title: string }) => b.title)).toEqual(['Published post 5', 'Published post 4']);
    const page3 = await t.http.get('/api/blogs?page=3&limit=2').expect(200);
    expect(page3.body.data.map((b: { title: string }) => b.title)).toEqual(['Published post 1']);
    const all = await t.http.get('/api/blogs').expect(200);
    expect(all.body.total).toBe(5);
    expect(all.body.data).toHaveLength(5); // default limit 10
    expect(all.body.data.some((b: { title: string }) => b.title === draft.title)).toBe(false);
  });

  it('answers rows in the REST shape', async () => {
    const res = await t.http.get('/api/blogs?limit=1').expect(200);
    const row = res.body.data[0];
    expect(Object.keys(row).sort()).toEqual(
      [
        '_id',
        'author',
        'body',
        'coverImage',
        'createdAt',
        'excerpt',
        'published',
        'publishedAt',
        'readingMinutes',
        'slug',
        'tags',
        'title',
        'updatedAt',
      ].sort(),
    );
    expect(row).toMatchObject({
      _id: published[4]!.id,
      slug: 'published-post-5',
      published: true,
      author: 'FreshFuel Team',
      readingMinutes: 1,
    });
    expect(new Date(row.publishedAt).toISOString()).toBe(row.publishedAt);
  });

  it('gives one published post by id or by slug as { data }', async () => {
    const byId = await t.http.get(`/api/blogs/${published[0]!.id}`).expect(200);
    expect(byId.body.data).toMatchObject({ _id: published[0]!.id, title: 'Published post 1', body: '<p>Body text.</p>' });
    const bySlug = await t.http.get('/api/blogs/published-post-2').expect(200);
    expect(bySlug.body.data._id).toBe(published[1]!.id);
  });

  it('answers 404 NOT_FOUND for an unknown, malformed or unpublished id', async () => {
    for (const id of ['64b7f0c2a1b2c3d4e5f60718', 'no-such-post', 'not%20an%20id', '%24gt', draft.id, draft.slug]) {
      const res = await t.http.get(`/api/blogs/${id}`);
      expect({ id, status: res.status, body: res.body }).toEqual({
        id,
        status: 404,
        body: { code: 'NOT_FOUND', message: 'Blog not found.', requestId: expect.any(String) },
      });
    }
  });

  it('refuses bad paging and unknown query parameters with 400', async () => {
    for (const q of ['page=0', 'limit=0', 'limit=101', 'page=abc', 'limit=1.5', 'sort=title', 'page[$gt]=1']) {
      const res = await t.http.get(`/api/blogs?${q}`);
      expect({ q, status: res.status }).toEqual({ q, status: 400 });
    }
  });

  it('GraphQL blogs and blog agree with REST; blog is null for drafts and unknown ids', async () => {
    const list = await t.gql<{ blogs: { data: { title: string }[]; totalPages: number; total: number } }>(BLOGS, { page: 1, limit: 2 });
    expect(list.errors).toBeUndefined();
    expect(list.data!.blogs).toMatchObject({ totalPages: 3, total: 5 });
    expect(list.data!.blogs.data.map((b) => b.title)).toEqual(['Published post 5', 'Published post 4']);
    const defaults = await t.gql<{ blogs: { data: unknown[] } }>(`{ blogs { data { id } total } }`);
    expect(defaults.data!.blogs.data).toHaveLength(5);
    const nulls = await t.gql<{ blogs: { data: unknown[]; totalPages: number } }>(BLOGS, { page: null, limit: null });
    expect(nulls.errors).toBeUndefined();
    expect(nulls.data!.blogs).toMatchObject({ totalPages: 1 });
    expect(nulls.data!.blogs.data).toHaveLength(5);

    const bySlug = await t.gql<{ blog: BlogOut }>(BLOG, { idOrSlug: 'published-post-3' });
    expect(bySlug.data!.blog.title).toBe('Published post 3');
    const byId = await t.gql<{ blog: BlogOut }>(BLOG, { idOrSlug: published[2]!.id });
    expect(byId.data!.blog.slug).toBe('published-post-3');
    for (const idOrSlug of [draft.id, draft.slug, '64b7f0c2a1b2c3d4e5f60718', 'nope', 'x'.repeat(500)]) {
      const res = await t.gql<{ blog: BlogOut | null }>(BLOG, { idOrSlug });
      expect(res.errors).toBeUndefined();
      expect(res.data!.blog).toBeNull();
    }
    expect(errorCode(await t.gql(BLOGS, { limit: 0 }))).toBe('VALIDATION_FAILED');
  });
});

describe('staff operations', () => {
  it('creates a draft with a slug, reading time and default author; duplicate titles get -2, -3', async () => {
    const a = await createBlog({ title: 'Dates & Water: Breaking the Fast', tags: [' Ramadan ', 'ramadan', 'Hydration'] });
    expect(a).toMatchObject({
      slug: 'dates-and-water-breaking-the-fast',
      published: false,
      publishedAt: null,
      author: 'FreshFuel Team',
      readingMinutes: 1,
      tags: ['ramadan', 'hydration'],
      coverImage: null,
    });
    const b = await createBlog({ title: 'Dates & Water: Breaking the Fast' });
    const c = await createBlog({ title: 'Dates & Water: Breaking the Fast' });
    expect([b.slug, c.slug]).toEqual(['dates-and-water-breaking-the-fast-2', 'dates-and-water-breaking-the-fast-3']);
    const long = await createBlog({
      title: 'Long read',
      body: `<p>${'word '.repeat(401)}</p>`,
      coverImage: '/images/meals/lunch-2.svg',
      author: 'Layla',
    });
    expect(long).toMatchObject({ readingMinutes: 3, coverImage: '/images/meals/lunch-2.svg', author: 'Layla' });
  });

  it('sanitizes the body on create: script, event handlers and javascript: URLs are removed', async () => {
    const created = await createBlog({
      title: 'Sanitize me',
      published: true,
      body:
        '<p>Safe <strong>text</strong></p><script>alert("xss")</script><img src="/images/a.svg" onerror="alert(1)">' +
        '<a href="javascript:alert(1)" onclick="steal()">click</a><iframe src="https://evil.example"></iframe><p style="color:red">x</p>',
    });
    const expected = '<p>Safe <strong>text</strong></p><img src="/images/a.svg" /><a>click</a><p>x</p>';
    expect(created.body).toBe(expected);
    const stored = await blogsCollection().findOne({ slug: 'sanitize-me' });
    expect(stored!.body).toBe(expected);
    const rest = await t.http.get('/api/blogs/sanitize-me').expect(200);
    expect(rest.body.data.body).toBe(expected);
    expect(rest.body.data.body).not.toMatch(/script|onerror|onclick|javascript:|iframe|style=/i);
  });

  it('refuses a body with nothing allowed left, and bad fields, writing nothing', async () => {
    const before = await blogsCollection().countDocuments();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: 'Only a script', body: '<script>alert(1)</script>' }, 'body', 'Body is required'],
      [{ title: '' }, 'title', 'Title is required'],
      [{ title: 'x'.repeat(161) }, 'title', 'Title must be at most 160 characters'],
      [{ title: 'Ok', excerpt: 'x'.repeat(301) }, 'excerpt', 'Excerpt must be at most 300 characters'],
      [{ title: 'Ok', coverImage: 'javascript:alert(1)' }, 'coverImage', 'Enter a valid image URL'],
      [{ title: 'Ok', coverImage: 'http://insecure.example/a.png' }, 'coverImage', 'Enter a valid image URL'],
      [{ title: 'Ok', coverImage: '//evil.example/a.png' }, 'coverImage', 'Enter a valid image URL'],
      [{ title: 'Ok', tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'tags', 'At most 10 tags'],
    ];
    for (const [input, field, message] of cases) {
      const res = await t.gql(CREATE, { input: { excerpt: 'E', body: '<p>b</p>', ...input } }, admin);
      expect({ field, code: errorCode(res), message: res.errors?.[0]?.extensions?.fields?.[field] }).toEqual({
        field,
        code: 'VALIDATION_FAILED',
        message,
      });
    }
    expect(await blogsCollection().countDocuments()).toBe(before);
  });

  it('updates fields, sanitizes a new body and re-slugs only a never-published post', async () => {
    const post = await createBlog({ title: 'Working title', coverImage: '/images/meals/snack-1.svg' });
    const renamed = await t.gql<{ updateBlog: BlogOut }>(
      UPDATE,
      { input: { id: post.id, title: 'Final title', body: '<p>New</p><img src="x" onerror="y">', coverImage: '' } },
      admin,
    );
    expect(renamed.errors).toBeUndefined();
    expect(renamed.data!.updateBlog).toMatchObject({
      title: 'Final title',
      slug: 'final-title',
      body: '<p>New</p><img src="x" />',
      coverImage: null,
    });

    const published = await t.gql<{ setBlogPublished: { published: boolean; publishedAt: string; slug: string } }>(
      SET_PUBLISHED,
      { id: post.id, published: true },
      superAdmin,
    );
    expect(published.data!.setBlogPublished.published).toBe(true);
    const firstPublishedAt = published.data!.setBlogPublished.publishedAt;
    expect(firstPublishedAt).toEqual(expect.any(String));

    const again = await t.gql<{ updateBlog: BlogOut }>(UPDATE, { input: { id: post.id, title: 'Final title, edited' } }, admin);
    expect(again.data!.updateBlog).toMatchObject({ title: 'Final title, edited', slug: 'final-title' });

    await t.gql(SET_PUBLISHED, { id: post.id, published: false }, admin);
    expect((await t.http.get('/api/blogs/final-title')).status).toBe(404);
    const republished = await t.gql<{ setBlogPublished: { publishedAt: string } }>(SET_PUBLISHED, { id: post.id, published: true }, admin);
    expect(republished.data!.setBlogPublished.publishedAt).toBe(firstPublishedAt);
    await t.http.get('/api/blogs/final-title').expect(200);
  });

  it('refuses null for required fields on update and answers NOT_FOUND for unknown ids', async () => {
    const post = await createBlog({ title: 'Null check' });
    expect(errorCode(await t.gql(UPDATE, { input: { id: post.id, title: null } }, admin))).toBe('VALIDATION_FAILED');
    expect(errorCode(await t.gql(UPDATE, { input: { id: '64b7f0c2a1b2c3d4e5f60718', title: 'x' } }, admin))).toBe('NOT_FOUND');
    expect(errorCode(await t.gql(UPDATE, { input: { id: 'garbage', title: 'x' } }, admin))).toBe('NOT_FOUND');
    expect(errorCode(await t.gql(SET_PUBLISHED, { id: 'garbage', published: true }, admin))).toBe('NOT_FOUND');
    expect(errorCode(await t.gql(ADMIN_BLOG, { id: '64b7f0c2a1b2c3d4e5f60718' }, admin))).toBe('NOT_FOUND');
  });

  it('adminBlogs lists drafts too and searches; adminBlog reads a draft', async () => {
    const draft = await createBlog({ title: 'Zucchini secrets (draft)' });
    const found = await t.gql<{ adminBlogs: { data: { id: string; published: boolean }[]; total: number } }>(
      ADMIN_BLOGS,
      { search: 'zucchini SECRETS' },
      admin,
    );
    expect(found.errors).toBeUndefined();
    expect(found.data!.adminBlogs.data).toEqual([{ id: draft.id, title: 'Zucchini secrets (draft)', published: false }]);
    const regexSafe = await t.gql<{ adminBlogs: { total: number } }>(ADMIN_BLOGS, { search: '.*' }, admin);
    expect(regexSafe.data!.adminBlogs.total).toBe(0);
    const one = await t.gql<{ adminBlog: { id: string } }>(ADMIN_BLOG, { id: draft.id }, superAdmin);
    expect(one.data!.adminBlog.id).toBe(draft.id);
  });

  it('refuses customers (FORBIDDEN) and anonymous callers (UNAUTHENTICATED), writing nothing', async () => {
    const post = await createBlog({ title: 'Guarded' });
    const before = await blogsCollection().countDocuments();
    const ops: [string, Record<string, unknown>][] = [
      [CREATE, { input: { title: 'Hack', excerpt: 'e', body: '<p>b</p>' } }],
      [UPDATE, { input: { id: post.id, title: 'Hacked' } }],
      [SET_PUBLISHED, { id: post.id, published: true }],
      [ADMIN_BLOGS, {}],
      [ADMIN_BLOG, { id: post.id }],
    ];
    for (const [query, variables] of ops) {
      expect(errorCode(await t.gql(query, variables, customer))).toBe('FORBIDDEN');
      expect(errorCode(await t.gql(query, variables))).toBe('UNAUTHENTICATED');
    }
    expect(await blogsCollection().countDocuments()).toBe(before);
    expect((await blogsCollection().findOne({ slug: 'guarded' }))!.published).toBe(false);
  });
});

describe('seed', () => {
  it('adds four published posts and one draft, idempotently and without overwriting edits', async () => {
    await blogsCollection().deleteMany({});
    await seedDatabase(t);
    const list = await t.http.get('/api/blogs').expect(200);
    expect(list.body.total).toBe(4);
    expect(list.body.data[0].slug).toBe('eating-well-in-the-dubai-heat');
    for (const post of list.body.data) {
      expect(post.body.match(/<p>/g).length).toBeGreaterThanOrEqual(3);
      expect(post.coverImage).toMatch(/^\/images\/meals\/.+\.svg$/);
    }
    expect(await blogsCollection().countDocuments({ published: false })).toBe(1);

    const first = list.body.data[0];
    await t.gql(UPDATE, { input: { id: first._id, excerpt: 'Edited by staff.' } }, admin);
    await seedDatabase(t);
    expect(await blogsCollection().countDocuments()).toBe(5);
    expect((await t.http.get(`/api/blogs/${first._id}`).expect(200)).body.data.excerpt).toBe('Edited by staff.');
  });
});
