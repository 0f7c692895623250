import net from "node:net";

/**
 * A TCP relay between an app and its PostgreSQL server, which a test cuts as a network or a failover would:
 * `cut` ends every open connection and refuses new ones, `stall` takes new connections and never relays them
 * (a host that has gone silent), `restore` relays again. The app connects to `url`.
 */
export interface DatabaseLink {
  url: string;
  cut(): void;
  stall(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function openDatabaseLink(databaseUrl: string): Promise<DatabaseLink> {
  const target = new URL(databaseUrl);
  let mode: "relay" | "cut" | "stall" = "relay";
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    if (mode === "cut") return client.destroy();
    if (mode === "stall") return;
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address() as net.AddressInfo;
  const url = new URL(databaseUrl);
  url.hostname = "127.0.0.1";
  url.port = String(address.port);
  const endAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    url: url.toString(),
    cut: () => {
      mode = "cut";
      endAll();
    },
    stall: () => {
      mode = "stall";
      endAll();
    },
    restore: () => {
      mode = "relay";
    },
    close: async () => {
      endAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
