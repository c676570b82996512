import { SetMetadata } from '@nestjs/common';

/** Metadata key of {@link CatalogPublic}. */
export const CATALOG_PUBLIC_KEY = 'freshfuel:catalogPublic';

/**
 * Marks a GraphQL query field or a REST GET route whose answer is the same for every anonymous caller
 * (catalog data: plans, meals, the blog, site settings), so that the per-instance catalog cache may
 * serve it to anonymous callers (common/catalog-cache). Declared beside the field or route it
 * concerns; the cache reads the marks at start-up ({@link discoverCatalogSurface}), and the app refuses
 * to start when a marked operation is not `@Public()`, not a query or GET, or reads the caller.
 */
export const CatalogPublic = () => SetMetadata(CATALOG_PUBLIC_KEY, true);
