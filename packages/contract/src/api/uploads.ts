import { uploadResponse } from '../uploads.ts';
import { apiRoute } from './define.ts';

/** Uploaded images (spec §7): a member sends one image as multipart field `image` (`UPLOAD_FIELD`). */
export const uploadsApi = {
  upload: apiRoute({
    method: 'POST',
    path: '/api/upload',
    access: 'member',
    response: uploadResponse,
    status: 201,
  }),
} as const;
