import { createServer, Socket } from 'node:net';

const HOST = '127.0.0.1';

export function isPortFree(port: number, host = HOST): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** The preferred port when it is free, else the next free one above it (never one already chosen). */
export async function pickPort(preferred: number, taken: Set<number>): Promise<number> {
  for (let port = preferred; port < preferred + 200; port += 1) {
    if (!taken.has(port) && (await isPortFree(port))) {
      taken.add(port);
      return port;
    }
  }
  throw new Error(`No free port found from ${preferred} to ${preferred + 199}`);
}

export async function pickPorts<K extends string>(
  preferred: Record<K, number>,
): Promise<Record<K, number>> {
  const taken = new Set<number>();
  const result = {} as Record<K, number>;
  for (const key of Object.keys(preferred) as K[]) {
    result[key] = await pickPort(preferred[key], taken);
  }
  return result;
}

function canConnect(port: number, host = HOST): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
    socket.connect(port, host);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` passes; readiness is observed, never assumed after a fixed sleep. */
export async function waitUntil(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs: number,
  isAlive?: () => boolean,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    if (isAlive && !isAlive()) throw new Error(`${what}: the process exited before it was ready`);
    await sleep(250);
  }
  throw new Error(`${what} was not ready after ${Math.round(timeoutMs / 1000)} s`);
}

export const waitForPort = (
  what: string,
  port: number,
  timeoutMs: number,
  isAlive?: () => boolean,
) => waitUntil(what, () => canConnect(port), timeoutMs, isAlive);
