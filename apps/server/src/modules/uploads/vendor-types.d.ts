// Types for the two untyped packages the uploads use (only what is called).

declare module 'heic-decode' {
  interface DecodedImage {
    width: number;
    height: number;
    /** RGBA, 8 bits per channel. */
    data: Uint8ClampedArray;
  }
  interface LazyImage {
    /** Known from the file's header before anything is decoded. */
    width: number;
    height: number;
    decode(): Promise<DecodedImage>;
  }
  interface HeicDecode {
    (input: { buffer: Uint8Array }): Promise<DecodedImage>;
    /** Every image of the file, undecoded; `dispose()` frees libheif's memory. */
    all(input: { buffer: Uint8Array }): Promise<LazyImage[] & { dispose(): void }>;
  }
  const decode: HeicDecode;
  export default decode;
}

declare module 's3rver' {
  interface S3rverOptions {
    address?: string;
    port?: number;
    directory: string;
    silent?: boolean;
    resetOnClose?: boolean;
    configureBuckets?: { name: string }[];
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
