/**
 * The smallest NestJS + Apollo GraphQL server: one module, the Apollo driver, a schema of one field, no
 * middleware, guard, plugin or logger of ours. `node floor-app.mjs <express|fastify> <port>`; prints `ready` once
 * listening. What `{ __typename }` costs in the framework alone, for bench/framework-floor/run.mjs.
 */
import 'reflect-metadata';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import { ApolloDriver } from '@nestjs/apollo';

const [platform, port] = process.argv.slice(2);

class FloorModule {}
Module({
  imports: [
    GraphQLModule.forRoot({
      driver: ApolloDriver,
      typeDefs: 'type Query { hello: String }',
      resolvers: { Query: { hello: () => 'hello' } },
      playground: false,
      graphiql: false,
    }),
  ],
})(FloorModule);

let adapter;
if (platform === 'fastify') {
  const { FastifyAdapter } = await import('@nestjs/platform-fastify');
  adapter = new FastifyAdapter();
}
const app = adapter
  ? await NestFactory.create(FloorModule, adapter, { logger: false })
  : await NestFactory.create(FloorModule, { logger: false });
await app.listen(Number(port), '127.0.0.1');
console.log('ready');
