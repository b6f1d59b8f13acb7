// The media store in an S3-compatible bucket (MEDIA_STORE=s3, docs/decisions/0019). The same
// generated names as on disk become the objects' keys; a PutObject is whole or absent, so no
// `.tmp` is ever seen. Uploads keep their order (files first, then the row; uploads.ts): when the
// bucket does not answer, the upload is refused with 503 before any row is written, and what was
// already put is removed, or swept later as an orphan. Files are served through our server
// (plugins/media-files.ts), never from the bucket's own address.
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { FastifyBaseLogger } from 'fastify';
import type { Readable } from 'node:stream';
import { en } from '../../shared/messages/en';
import { ConfigError, type Config } from '../config';
import { HttpError } from '../lib/http-error';
import { type ListedFile, type MediaObject, MediaStore, STORED_NAME, storedType } from './media-store';

export interface S3Settings {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

export const s3Settings = (config: Config): S3Settings => ({
  ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
  bucket: config.S3_BUCKET!,
  region: config.S3_REGION!,
  accessKeyId: config.S3_ACCESS_KEY_ID!,
  secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
  forcePathStyle: config.S3_FORCE_PATH_STYLE,
});

/** The error every caller sees while the bucket does not answer: 503 in the usual error shape. */
export const mediaUnavailable = () => new HttpError(503, en.api.mediaUnavailable);

export class S3MediaStore extends MediaStore {
  override readonly backend = 's3' as const;
  readonly client: S3Client;
  private readonly bucket: string;
  private warned = false;

  constructor(
    settings: S3Settings,
    /** Not used to store anything: the disk store's folder, kept for the type. */
    root: string,
    publicBaseUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {
    super(root, publicBaseUrl);
    this.bucket = settings.bucket;
    this.client = new S3Client({
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // One retry, and short waits: an upload that cannot be stored is refused, not left hanging.
      maxAttempts: 2,
      requestHandler: { connectionTimeout: 2000, requestTimeout: 30_000 },
    });
  }

  /**
   * At start: a bucket that refuses us is a wrong setting and stops the process with one line
   * naming the variable; a bucket that does not answer is an outage (uploads answer 503 until it does).
   */
  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
      this.up();
    } catch (error) {
      const status = (error as S3ServiceException).$metadata?.httpStatusCode;
      if (status === 404) throw new ConfigError('Invalid environment variable S3_BUCKET: the store has no such bucket');
      if (status === 403 || status === 400) {
        throw new ConfigError(
          'Invalid environment variable S3_ACCESS_KEY_ID: the store refused these credentials (check S3_SECRET_ACCESS_KEY too)',
        );
      }
      if (status === 301) throw new ConfigError('Invalid environment variable S3_REGION: the bucket is in another region');
      if (status && status < 500) throw new ConfigError(`Invalid environment variable S3_ENDPOINT: the store answered ${status}`);
      this.down(error);
    }
  }

  override async probe(): Promise<boolean> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
      this.up();
      return true;
    } catch (error) {
      this.down(error);
      return false;
    }
  }

  override async write(stored: string, data: Buffer): Promise<void> {
    this.checkName(stored);
    await this.call(() =>
      this.client.send(
        new PutObjectCommand({ Bucket: this.bucket, Key: stored, Body: data, ContentType: storedType(stored), ContentLength: data.length }),
      ),
    );
  }

  override async read(stored: string): Promise<Buffer> {
    const file = await this.open(stored);
    if (!file) throw Object.assign(new Error(`no such stored file: ${stored}`), { code: 'ENOENT' });
    const chunks: Buffer[] = [];
    for await (const chunk of file.body as AsyncIterable<Buffer>) chunks.push(chunk);
    return Buffer.concat(chunks);
  }

  override async open(stored: string): Promise<MediaObject | null> {
    this.checkName(stored);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: stored }));
      this.up();
      return {
        body: object.Body as Readable,
        size: object.ContentLength ?? 0,
        ...(object.ETag ? { etag: object.ETag } : {}),
        ...(object.LastModified ? { lastModified: object.LastModified } : {}),
      };
    } catch (error) {
      if (error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)) {
        this.up();
        return null;
      }
      this.down(error);
      throw mediaUnavailable();
    }
  }

  override async remove(...stored: (string | null | undefined)[]): Promise<void> {
    const keys = stored.filter((s): s is string => !!s);
    for (const key of keys) this.checkName(key);
    for (let i = 0; i < keys.length; i += 1000) {
      const batch = keys.slice(i, i + 1000);
      await this.call(() =>
        this.client.send(
          new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
        ),
      );
    }
  }

  override async list(): Promise<ListedFile[]> {
    const files: ListedFile[] = [];
    let token: string | undefined;
    do {
      const page = await this.call(() =>
        this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, ...(token ? { ContinuationToken: token } : {}) })),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key) files.push({ name: object.Key, mtimeMs: object.LastModified?.getTime() ?? Date.now() });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return files;
  }

  override async removeListed(name: string): Promise<boolean> {
    if (!STORED_NAME.test(name)) return false;
    await this.remove(name);
    return true;
  }

  override absolutePath(stored: string): string {
    throw new Error(`media is stored in S3, not on disk: ${stored}`);
  }

  private checkName(stored: string): void {
    if (!STORED_NAME.test(stored)) throw new Error(`not a stored media name: ${stored}`);
  }

  /** Runs a call; a failure marks the store unavailable and becomes a 503. */
  private async call<T>(send: () => Promise<T>): Promise<T> {
    try {
      const result = await send();
      this.up();
      return result;
    } catch (error) {
      this.down(error);
      throw mediaUnavailable();
    }
  }

  private up(): void {
    if (!this.available) this.log.info('media store (S3) available again');
    this.available = true;
    this.warned = false;
  }

  private down(err: unknown): void {
    this.available = false;
    if (this.warned) return;
    this.warned = true;
    this.log.warn({ err }, 'media store (S3) unavailable: uploads and files answer 503 until it returns');
  }
}
