// A local S3-compatible server (s3rver) for the S3 media store's tests, on a free port, with its
// files in a folder of its own; started and stopped by the test (docs/decisions/0019).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export const TEST_BUCKET = 'camps-media';

export interface LocalS3 {
  port: number;
  /** The environment that points MEDIA_STORE=s3 at it. */
  env: Record<string, string>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Stops it and removes its files. */
  close(): Promise<void>;
}

export async function startLocalS3(port = 0): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  let server: S3rver | null = null;
  let bound = port;
  const local: LocalS3 = {
    get port() {
      return bound;
    },
    get env() {
      return {
        MEDIA_STORE: 's3',
        S3_ENDPOINT: `http://127.0.0.1:${bound}`,
        S3_BUCKET: TEST_BUCKET,
        S3_REGION: 'us-east-1',
        // s3rver's own credentials: it checks the signature with them.
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: 'true',
      };
    },
    async start() {
      server = new S3rver({ port: bound, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: TEST_BUCKET }] });
      bound = (await server.run()).port;
    },
    async stop() {
      await server?.close();
      server = null;
    },
    async close() {
      await local.stop();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
  await local.start();
  return local;
}
