import { type Draft, draftResponse } from '@giapha/contract';
import { expect } from 'vitest';
import type { ClanFixture } from '../../../test/clans.ts';
import { bearer, withDomain } from '../../../test/requests.ts';
import type { App } from '../../app.ts';
import { multipartBody } from '../uploads/images.testing.ts';

/** Uploads `text` as a GEDCOM file to the clan's drafts, as the import page does, and answers the new draft. */
export async function importGedcomDraft(
  app: App,
  c: ClanFixture,
  text: string,
  filename: string,
): Promise<Draft> {
  const { payload, headers } = multipartBody(Buffer.from(text), {
    field: 'file',
    filename,
    contentType: 'application/octet-stream',
  });
  const created = await app.inject({
    method: 'POST',
    url: withDomain('/api/ai-temp-trees', c.domain),
    headers: { ...bearer(c.token), ...headers },
    payload,
  });
  expect(created.statusCode, created.body).toBe(201);
  return draftResponse.parse(created.json()).data;
}
