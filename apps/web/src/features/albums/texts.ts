import { MESSAGES } from '@giapha/contract';

/** Used only when the server gives no message of its own (a network failure, say): spec §8. */
export const ALBUMS_FALLBACK = {
  list: MESSAGES.albumsLoadFailed,
  get: 'Không thể tải album',
  create: MESSAGES.albumCreateFailed,
  update: MESSAGES.albumUpdateFailed,
  delete: MESSAGES.albumDeleteFailed,
} as const;
