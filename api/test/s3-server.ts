import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const SCRIPT = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 's3-server.mjs');

export interface S3TestServer {
  /** What the API needs to keep its images in the server's bucket. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * A throwaway S3-compatible server (s3rver) with one empty bucket, in a process of its own on a free port, its
 * objects in a temporary folder.
 */
export async function startS3Server(bucket = 'portfolio-images'): Promise<S3TestServer> {
  const folder = await mkdtemp(join(tmpdir(), 'portfolio-s3-'));
  const child = spawn(process.execPath, ['--openssl-legacy-provider', SCRIPT, folder, bucket], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  const [line] = (await Promise.race([
    once(createInterface({ input: child.stdout! }), 'line'),
    exited.then(() => {
      throw new Error('the S3 test server exited during its start');
    }),
  ])) as [string];
  const { port } = JSON.parse(line) as { port: number };
  return {
    env: {
      IMAGE_STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      // s3rver's own pair: it accepts any, but the SDK signs every request with one.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      await rm(folder, { recursive: true, force: true });
    },
  };
}
