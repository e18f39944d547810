import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../../config.ts';
import {
  assertStorageKey,
  assertStoragePrefix,
  type FileStorage,
  type StoredObject,
} from './file-storage.ts';

/** The SDK is loaded on the first use of a bucket: about a second of start-up a server on its disk never pays. */
type Sdk = typeof import('@aws-sdk/client-s3');

function isMissing(sdk: Sdk, error: unknown): boolean {
  return (
    error instanceof sdk.S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}

/** Objects in an S3-compatible bucket, one per key. The browser never talks to the bucket: the server serves. */
export class S3Storage implements FileStorage {
  readonly kind = 's3';
  private connection: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  private readonly bucket: string;

  constructor(private readonly config: S3Config) {
    this.bucket = config.bucket;
  }

  private connect(): Promise<{ sdk: Sdk; client: S3Client }> {
    this.connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: this.config.region,
        forcePathStyle: this.config.forcePathStyle,
        ...(this.config.endpoint ? { endpoint: this.config.endpoint } : {}),
        ...(this.config.credentials ? { credentials: this.config.credentials } : {}),
      }),
    }));
    return this.connection;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertStorageKey(key);
    const { sdk, client } = await this.connect();
    await client.send(
      new sdk.PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentType: contentType }),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    assertStorageKey(key);
    const { sdk, client } = await this.connect();
    try {
      const object = await client.send(new sdk.GetObjectCommand({ Bucket: this.bucket, Key: key }));
      const body = object.Body;
      if (!body) return null;
      return {
        // In Node the SDK's body is a Readable; anything else is read whole (never happens on a server).
        body: body instanceof Readable ? body : Readable.from(Buffer.from(await body.transformToByteArray())),
        size: object.ContentLength,
        contentType: object.ContentType ?? 'application/octet-stream',
      };
    } catch (error) {
      if (isMissing(sdk, error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    const { sdk, client } = await this.connect();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async list(prefix: string): Promise<string[]> {
    assertStoragePrefix(prefix);
    const { sdk, client } = await this.connect();
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  async close(): Promise<void> {
    if (this.connection) (await this.connection).client.destroy();
  }
}
