import net from 'node:net';
import { baseTestUri, parseMongoUri } from './mongo-uri.js';

/**
 * A TCP proxy between the app and the database, so a test can cut the database off in the middle of
 * a request as a network failure would: every open connection is destroyed and new ones are refused
 * until `restore()`. `cutOn(marker)` arms a cut that fires when the app next sends a command whose
 * bytes contain `marker` (e.g. a collection name): that command never reaches the database.
 */
export interface TcpProxy {
  /** The proxy's address, `127.0.0.1:<port>`. */
  address: string;
  cutOn(marker: string): Promise<void>;
  cut(): void;
  restore(): void;
  /**
   * A database that has become slow, not gone: connections stay open, but what the app sends is held (in order)
   * until {@link resume}, so its commands wait and time out as on an overloaded server.
   */
  stall(): void;
  resume(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let down = false;
  let stalled = false;
  const held: { upstream: net.Socket; chunk: Buffer }[] = [];
  let armed: { marker: Buffer; fired: () => void } | null = null;

  const cut = () => {
    down = true;
    for (const s of sockets) s.destroy();
    sockets.clear();
  };

  const server = net.createServer((client) => {
    if (down) return void client.destroy();
    const upstream = net.connect(target.port, target.host);
    sockets.add(client);
    sockets.add(upstream);
    client.on('data', (chunk: Buffer) => {
      if (armed && chunk.includes(armed.marker)) {
        const fired = armed.fired;
        armed = null;
        cut();
        fired();
        return;
      }
      if (stalled) held.push({ upstream, chunk });
      else upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;

  return {
    address: `127.0.0.1:${port}`,
    cutOn: (marker) =>
      new Promise<void>((resolve) => {
        armed = { marker: Buffer.from(marker), fired: resolve };
      }),
    cut,
    restore: () => {
      down = false;
    },
    stall: () => {
      stalled = true;
    },
    resume: () => {
      stalled = false;
      for (const { upstream, chunk } of held.splice(0)) if (!upstream.destroyed) upstream.write(chunk);
    },
    close: async () => {
      cut();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A {@link TcpProxy} in front of the test database server (MONGODB_URI's host and port). */
export function startTestDatabaseProxy(): Promise<TcpProxy> {
  const { server } = parseMongoUri(baseTestUri());
  const [host, port] = server.replace(/^mongodb:\/\//, '').split(':');
  return startTcpProxy({ host: host!, port: Number(port ?? 27017) });
}

/** The URI of `database` on the test database server through `proxy` (one server: no replica-set discovery). */
export const proxiedDatabaseUri = (proxy: TcpProxy, database: string) => `mongodb://${proxy.address}/${database}?directConnection=true`;
