import type * as AwsS3 from '@aws-sdk/client-s3';
import { extname } from 'node:path';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { S3Settings } from '../config';
import { assertStoredPath, type FileStore, type OpenedFile, type StoredFile } from './file-store';

/** S3 deletes at most this many keys per request. */
const DELETE_BATCH = 1000;
const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
};

/** The AWS SDK, loaded only when a bucket is used: importing it costs a second of a start that does not need it. */
type Sdk = typeof AwsS3;

/**
 * Image files as objects of an S3-compatible bucket (`<S3_PREFIX><preset>/<name>`). The API still serves them
 * at the same addresses, streaming each object through: the bucket can stay private.
 */
export class S3Store implements FileStore {
  readonly kind = 's3';
  readonly location: string;
  private readonly client: AwsS3.S3Client;

  static async open(settings: S3Settings, listPageSize?: number) {
    return new S3Store(await import('@aws-sdk/client-s3'), settings, listPageSize);
  }

  private constructor(
    private readonly sdk: Sdk,
    private readonly settings: S3Settings,
    /** Keys per list request; S3's own maximum unless a test wants to see paging. */
    private readonly listPageSize = 1000,
  ) {
    this.location = `the bucket ${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`;
    this.client = new sdk.S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // Only the checksums S3 requires: S3-compatible servers do not all know the newer ones the SDK would add.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private isMissing(error: unknown) {
    return (
      error instanceof this.sdk.NoSuchKey ||
      (error instanceof this.sdk.S3ServiceException && error.$metadata.httpStatusCode === 404)
    );
  }

  private key(path: string) {
    assertStoredPath(path);
    return `${this.settings.prefix}${path}`;
  }

  /** A PUT is atomic in S3: readers see the old object or the new one. */
  async write(path: string, data: Buffer) {
    await this.client.send(
      new this.sdk.PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.key(path),
        Body: data,
        ContentLength: data.length,
        ContentType: CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
      }),
    );
  }

  async open(path: string): Promise<OpenedFile | undefined> {
    try {
      const object = await this.client.send(
        new this.sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: this.key(path) }),
      );
      return { size: object.ContentLength ?? 0, body: object.Body as Readable };
    } catch (error) {
      if (this.isMissing(error)) return undefined;
      throw error;
    }
  }

  async read(path: string) {
    const file = await this.open(path);
    return file && buffer(file.body);
  }

  async remove(paths: readonly string[]) {
    const keys = paths.map((path) => this.key(path));
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      const result = await this.client.send(
        new this.sdk.DeleteObjectsCommand({
          Bucket: this.settings.bucket,
          Delete: { Objects: keys.slice(start, start + DELETE_BATCH).map((Key) => ({ Key })), Quiet: true },
        }),
      );
      const failed = (result.Errors ?? []).filter((error) => error.Code !== 'NoSuchKey');
      if (failed.length > 0) {
        throw new Error(
          `The bucket refused to delete ${failed.map((error) => `${error.Key} (${error.Code})`).join(', ')}`,
        );
      }
    }
  }

  async *list(): AsyncIterable<StoredFile> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new this.sdk.ListObjectsV2Command({
          Bucket: this.settings.bucket,
          Prefix: this.settings.prefix || undefined,
          ContinuationToken: token,
          MaxKeys: this.listPageSize,
        }),
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue;
        yield {
          path: object.Key.slice(this.settings.prefix.length),
          size: object.Size ?? 0,
          writtenAt: object.LastModified ?? new Date(0),
        };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}
