import net from 'node:net';

/**
 * A TCP port on 127.0.0.1 free right now, for a server whose address must be known before it
 * starts (PUBLIC_URL naming its own PORT, a PostgreSQL server's -p).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
