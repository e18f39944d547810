import { MAX_UPLOAD_BYTES } from '@giapha/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api.ts';
import { sessionStore } from '../../../lib/session.ts';
import { stubApi } from '../../../test/api-stub.ts';
import {
  type StubAnswer,
  startUploadServer,
  type UploadServerStub,
  sampleUploadedFile as uploaded,
} from '../../../test/upload-server-stub.ts';
import { uploadImage } from './uploadImage.ts';

let server: UploadServerStub | undefined;

async function serve(answer: (call: number) => StubAnswer) {
  let calls = 0;
  server = await startUploadServer(() => answer(++calls));
  return server;
}

function photo(bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), name = 'Ảnh họ.jpg') {
  return new File([bytes], name, { type: 'image/jpeg' });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  if (!(error instanceof ApiError)) throw new Error('not an ApiError');
  return error;
}

beforeEach(() => {
  sessionStore.setTokens('ma-truy-cap', 'ma-lam-moi');
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('uploadImage (a real XMLHttpRequest to a stub server)', () => {
  it('sends the file in the multipart field `image` with the token and domain, and returns the file', async () => {
    const stub = await serve(() => ({ status: 201, body: { success: true, data: { file: uploaded } } }));
    const progress: number[] = [];
    const file = await uploadImage(photo(), { onProgress: (fraction) => progress.push(fraction) });
    expect(file).toEqual(uploaded);
    expect(stub.received).toHaveLength(1);
    const [call] = stub.received;
    expect(call).toMatchObject({
      method: 'POST',
      path: '/api/upload',
      authorization: 'Bearer ma-truy-cap',
      field: 'image',
      filename: 'Ảnh họ.jpg',
      contentType: 'image/jpeg',
    });
    expect(call?.query.get('domain')).toBeTruthy();
    expect([...(call?.bytes ?? [])]).toEqual([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    expect(progress.at(-1)).toBe(1);
  });

  it("passes on the server's reason (415, 413, 429…)", async () => {
    await serve(() => ({
      status: 415,
      body: { success: false, message: 'Chỉ nhận ảnh JPEG, PNG, WebP, GIF hoặc HEIC' },
    }));
    const error = await failure(uploadImage(photo()));
    expect(error.message).toBe('Chỉ nhận ảnh JPEG, PNG, WebP, GIF hoặc HEIC');
    expect(error.status).toBe(415);
  });

  it("says 'Upload thất bại' when the answer is not a success (spec §5)", async () => {
    await serve((call) =>
      call === 1
        ? { status: 200, body: { success: false } }
        : { status: 502, body: '<html>Bad gateway</html>' },
    );
    expect((await failure(uploadImage(photo()))).message).toBe('Upload thất bại');
    expect((await failure(uploadImage(photo()))).message).toBe('Upload thất bại');
  });

  it("says 'Không nhận được URL từ server' for a success without a file URL (spec §5)", async () => {
    await serve((call) =>
      call === 1
        ? { status: 201, body: { success: true, data: { file: { ...uploaded, url: '' } } } }
        : { status: 201, body: { success: true, data: {} } },
    );
    expect((await failure(uploadImage(photo()))).message).toBe('Không nhận được URL từ server');
    expect((await failure(uploadImage(photo()))).message).toBe('Không nhận được URL từ server');
  });

  it('refuses a file over 15 MB without sending it', async () => {
    const stub = await serve(() => ({ status: 201, body: { success: true, data: { file: uploaded } } }));
    const error = await failure(uploadImage(photo(new Uint8Array(MAX_UPLOAD_BYTES + 1), 'lon.jpg')));
    expect(error.message).toBe('Ảnh quá lớn: tối đa 15 MB');
    expect(stub.received).toHaveLength(0);
  });

  it('refreshes an expired token once and sends again', async () => {
    const stub = await startUploadServer((upload) =>
      upload.authorization === 'Bearer ma-moi'
        ? { status: 201, body: { success: true, data: { file: uploaded } } }
        : { status: 401, body: { success: false, message: 'Phiên đăng nhập không hợp lệ' } },
    );
    server = stub;
    const expires = '2099-01-01T00:00:00.000Z';
    stubApi({
      '/api/auth/refresh-tokens': () => ({
        status: 200,
        body: {
          success: true,
          data: {
            tokens: { access: { token: 'ma-moi', expires }, refresh: { token: 'lam-moi-2', expires } },
          },
        },
      }),
    });
    expect(await uploadImage(photo())).toEqual(uploaded);
    expect(stub.received.map((call) => call.authorization)).toEqual(['Bearer ma-truy-cap', 'Bearer ma-moi']);
  });

  it('stops when its signal is aborted', async () => {
    const stub = await serve(() => ({
      status: 201,
      body: { success: true, data: { file: uploaded } },
      delay: 'hold',
    }));
    // happy-dom reports the cancelled request on its console ("socket hang up"), as a browser would.
    const controller = new AbortController();
    const pending = uploadImage(photo(), { signal: controller.signal });
    // Cancelled while the server is still working on it.
    await vi.waitFor(() => expect(stub.received).toHaveLength(1));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
