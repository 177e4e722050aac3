import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** The server goes away: open connections are reset and new ones refused, as in a restart. */
  cut(): Promise<void>;
  /** The server stops answering: open connections are reset, new ones accepted and never served (a network black hole). */
  hang(): void;
  /** The server is back on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A loopback TCP relay toward a real server, to take that server away from one client without
 * touching the server itself (other people share it).
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  let hanging = false;

  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };
  const relay = (client: net.Socket) => {
    track(client);
    if (hanging) return void client.on('error', () => {});
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    for (const socket of [client, upstream]) {
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  };
  const resetAll = () => {
    for (const socket of sockets) socket.resetAndDestroy();
  };
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = net.createServer(relay);
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        server = next;
        port = (next.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      resetAll();
      if (!server) return resolve();
      server.close(() => resolve());
      server = null;
    });

  await listen();
  return {
    port,
    cut: stop,
    hang: () => {
      hanging = true;
      resetAll();
    },
    restore: async () => {
      hanging = false;
      resetAll();
      if (!server) await listen();
    },
    close: stop,
  };
}
