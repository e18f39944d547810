import { vi } from 'vitest';

/**
 * A stand-in for the browser's XMLHttpRequest, which happy-dom cannot send: the test sees each upload
 * the page starts, reports its progress and answers it as the server would.
 */
export class FakeUpload {
  static sent: FakeUpload[] = [];
  readonly upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  status = 0;
  responseText = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  method = '';
  url = '';
  body: FormData | null = null;
  aborted = false;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(): void {}

  send(body: FormData): void {
    this.body = body;
    FakeUpload.sent.push(this);
  }

  abort(): void {
    this.aborted = true;
    this.onabort?.();
  }

  /** The name of the file this request carries. */
  get fileName(): string {
    const file = this.body?.get('image');
    return file instanceof File ? file.name : '';
  }

  progress(fraction: number): void {
    this.upload.onprogress?.({ lengthComputable: true, loaded: Math.round(fraction * 1000), total: 1000 });
  }

  respond(status: number, body: unknown): void {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }

  /** Answers as POST /api/upload does for a stored image. */
  succeed(fileId: string): void {
    this.respond(201, {
      success: true,
      data: {
        file: {
          _id: fileId,
          url: `/uploads/11111111-1111-4111-8111-111111111111/${fileId}.webp`,
          size: 54_321,
          createdAt: '2026-04-26T03:00:00.000Z',
          width: 1600,
          height: 1067,
          thumbnailUrl: `/uploads/11111111-1111-4111-8111-111111111111/${fileId}-thumb.webp`,
        },
      },
    });
  }
}

export function stubUploads(): typeof FakeUpload.sent {
  FakeUpload.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  return FakeUpload.sent;
}

/** Finds the upload of the file named `name`. */
export function uploadOf(name: string): FakeUpload {
  const found = FakeUpload.sent.filter((xhr) => xhr.fileName === name && !xhr.aborted).at(-1);
  if (!found) throw new Error(`no upload of ${name}`);
  return found;
}

export function photoFile(name: string, bytes = 2048): File {
  return new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
}
