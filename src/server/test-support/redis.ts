// Redis for the several-instance tests (docs/decisions/0019): the shared server at TEST_REDIS_URL
// (default redis://127.0.0.1:6379), each test file under its own key prefix, and a private
// redis-server the tests can stop and start again. No Redis is a failure that says why, never a skip.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';

export const testRedisUrl = () => process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A key prefix of its own, so that parallel test files (and other checkouts) never share counts. */
export const testPrefix = () => `test:${randomBytes(6).toString('hex')}:`;

/** Fails with the reason when Redis does not answer at `url`. */
export async function requireRedis(url = testRedisUrl()): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new Error(
      `These tests need Redis at ${url} (set TEST_REDIS_URL to another): ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    redis.disconnect();
  }
}

/** Deletes every key under `prefix`. */
export async function dropKeys(prefix: string, url = testRedisUrl()): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 0 });
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A redis-server of the test's own on `port`, without persistence; resolves once it answers. */
export async function startRedisServer(port: number, password?: string): Promise<ChildProcess> {
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  const child = spawn('redis-server', password ? [...args, '--requirepass', password] : args, { stdio: 'ignore' });
  const failed = new Promise<never>((_, reject) => {
    child.once('error', (error) => reject(new Error(`These tests need the redis-server program: ${error.message}`)));
  });
  const url = password ? `redis://:${password}@127.0.0.1:${port}` : `redis://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i++) {
    const ready = requireRedis(url).then(
      () => true,
      () => false,
    );
    if (await Promise.race([ready, failed])) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server did not start on port ${port}`);
}

export async function stopRedisServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}
