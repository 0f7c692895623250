import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { accessSync, chmodSync, constants, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Where Debian puts nginx; undefined on a machine that has none (the tests that need it skip). */
export function nginxPath(): string | undefined {
  for (const candidate of ["/usr/sbin/nginx", "/usr/bin/nginx", "/usr/local/sbin/nginx"]) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {}
  }
  return undefined;
}

export interface ReverseProxy {
  url: string;
  stop(): Promise<void>;
}

/**
 * nginx on loopback in front of the given instances, configured as docs/OPERATIONS.md advises: round
 * robin, an instance that refuses a connection is skipped for a second and the request goes to the
 * next one (a write only when it never reached the dead instance). Each answer names the instances it
 * was tried on in `X-Upstream`, so a test can see a retry happen.
 */
export async function startReverseProxy(options: {
  port: number;
  upstreamPorts: number[];
}): Promise<ReverseProxy> {
  const binary = nginxPath();
  if (!binary) throw new Error("nginx is not installed");
  const folder = mkdtempSync(join(tmpdir(), "recruit-nginx-"));
  const temp = join(folder, "temp");
  mkdirSync(temp);
  // nginx's workers run as nobody when it is started by root: they write request bodies here.
  chmodSync(temp, 0o777);
  const servers = options.upstreamPorts
    .map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=1s;`)
    .join("\n");
  const config = join(folder, "nginx.conf");
  writeFileSync(
    config,
    `daemon off;
worker_processes 1;
pid ${join(folder, "nginx.pid")};
error_log ${join(folder, "error.log")} warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  client_max_body_size 50m;
  upstream recruit {
${servers}
  }
  server {
    listen 127.0.0.1:${options.port};
    location / {
      proxy_pass http://recruit;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 3;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`,
  );
  const child: ChildProcess = spawn(binary, ["-p", folder, "-c", config], { stdio: "ignore" });
  const url = `http://127.0.0.1:${options.port}`;
  const end = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    const answered = await fetch(`${url}/health/live`).then(
      () => true,
      () => false,
    );
    if (answered) break;
    if (Date.now() > end) throw new Error("nginx did not start");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = once(child, "exit");
        child.kill("SIGQUIT");
        await exited;
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
