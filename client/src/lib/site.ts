/**
 * The routes, the language cookie and the catalog island's shape, from the one file server and client both read
 * (server/src/common/web/site.ts: plain constants and types).
 */
export * from '../../../server/src/common/web/site';
