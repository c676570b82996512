/** The part of migrate-mongo's API (it ships no types) that src/ops/migrations.ts uses. */
declare module 'migrate-mongo' {
  import type { mongo } from 'mongoose';

  interface MigrateMongoConfig {
    mongodb: { url: string; databaseName?: string; options?: Record<string, unknown> };
    migrationsDir: string;
    changelogCollectionName: string;
    lockCollectionName?: string;
    lockTtl?: number;
    migrationFileExtension?: string;
    useFileHash?: boolean;
    moduleSystem?: 'commonjs' | 'esm';
  }

  interface StatusItem {
    fileName: string;
    /** An ISO date string, or 'PENDING'. */
    appliedAt: string;
  }

  const migrateMongo: {
    config: { set(config: MigrateMongoConfig): void };
    status(db: mongo.Db): Promise<StatusItem[]>;
    up(db: mongo.Db, client: mongo.MongoClient): Promise<string[]>;
    down(db: mongo.Db, client: mongo.MongoClient): Promise<string[]>;
  };
  export default migrateMongo;
}
