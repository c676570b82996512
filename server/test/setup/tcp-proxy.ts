import net from 'node:net';

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
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let down = false;
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
      upstream.write(chunk);
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
    close: async () => {
      cut();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
