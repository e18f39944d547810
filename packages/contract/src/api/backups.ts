import { z } from 'zod';
import { CLAN_EXPORT_PATH } from '../backups.ts';
import { apiRoute } from './define.ts';

/** A clan's own copy of its data (admins). */
export const backupsApi = {
  /** The clan's data (JSON), trees (GEDCOM) and media as one .tar.gz to download, not JSON. */
  clanExport: apiRoute({
    method: 'GET',
    path: CLAN_EXPORT_PATH,
    access: 'admin',
    response: z.unknown(),
    kind: 'file',
  }),
} as const;
