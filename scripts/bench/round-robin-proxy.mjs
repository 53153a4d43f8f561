// A tiny TCP load balancer for the bench: each new connection goes to the next live backend
// in turn; a backend that is removed (or refuses) gets no more connections.
import net from 'node:net';

/** @param {number[]} backendPorts */
export async function startRoundRobinProxy(backendPorts) {
  const live = new Set(backendPorts);
  const perBackend = new Map(backendPorts.map((port) => [port, 0]));
  let next = 0;
  const sockets = new Set();
  const server = net.createServer((client) => {
    const ports = backendPorts.filter((port) => live.has(port));
    if (ports.length === 0) return client.destroy();
    const port = ports[next++ % ports.length];
    perBackend.set(port, perBackend.get(port) + 1);
    const upstream = net.connect(port, '127.0.0.1');
    sockets.add(client);
    sockets.add(upstream);
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
    client.pipe(upstream).pipe(client);
  });
  const port = await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    /** Connections handed to each backend port so far. */
    perBackend,
    remove(backendPort) {
      live.delete(backendPort);
    },
    stop() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
