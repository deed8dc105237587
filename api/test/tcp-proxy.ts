import net from 'node:net';

/**
 * A TCP proxy in front of the PostgreSQL server that a test can stop (connections cut, new ones refused) and
 * freeze (connections accepted, nothing forwarded, like a server stopped with SIGSTOP), without touching the
 * server that other test runs share.
 */
export class TcpProxy {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  private frozen = false;
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  /** Listens (again) on the same port as before, or on a free one the first time. */
  async start(): Promise<void> {
    const server = net.createServer((client) => this.forward(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
    this.frozen = false;
  }

  /** As if the server stopped: every connection is cut and new ones are refused. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    if (server) await new Promise((resolve) => server.close(resolve));
  }

  /** As if the server hung: connections stay open (new ones too) but no byte goes through either way. */
  freeze(): void {
    this.frozen = true;
  }

  /** A frozen proxy forwards again; what was sent meanwhile is lost with the connections, as after a restart. */
  async thaw(): Promise<void> {
    await this.stop();
    await this.start();
  }

  private forward(client: net.Socket) {
    const upstream = net.connect(this.targetPort, this.targetHost);
    this.sockets.add(client).add(upstream);
    const close = () => {
      client.destroy();
      upstream.destroy();
      this.sockets.delete(client);
      this.sockets.delete(upstream);
    };
    client.on('data', (chunk) => {
      if (!this.frozen) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!this.frozen) client.write(chunk);
    });
    client.on('close', close).on('error', close);
    upstream.on('close', close).on('error', close);
  }
}
