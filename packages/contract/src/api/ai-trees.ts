import {
  draftListResponse,
  draftMatchesResponse,
  draftOptionsResponse,
  draftPositionsBody,
  draftResponse,
  draftsQuery,
  publishDraftBody,
  publishDraftResponse,
  publishDraftWithFamiliesBody,
  updateDraftBody,
} from '../ai-trees.ts';
import { idParams, messageResponseSchema } from '../common.ts';
import { apiRoute } from './define.ts';

/** Draft trees (spec §7 "AI drafts"): import, review, publish as a real tree. Admins only. */
export const aiTreesApi = {
  /**
   * A new draft from pasted text (JSON `createDraftBody`) or a GEDCOM file (multipart): the body is read
   * by the route, so the table names no body schema.
   */
  create: apiRoute({
    method: 'POST',
    path: '/api/ai-temp-trees',
    access: 'admin',
    response: draftResponse,
    status: 201,
    // Megabytes for a large file: checked against the schema once, by the server before it stores the draft.
    kind: 'raw-json',
  }),
  list: apiRoute({
    method: 'GET',
    path: '/api/ai-temp-trees',
    access: 'admin',
    query: draftsQuery,
    response: draftListResponse,
  }),
  options: apiRoute({
    method: 'GET',
    path: '/api/ai-temp-trees/options',
    access: 'admin',
    response: draftOptionsResponse,
  }),
  get: apiRoute({
    method: 'GET',
    path: '/api/ai-temp-trees/:id',
    access: 'admin',
    params: idParams,
    response: draftResponse,
  }),
  update: apiRoute({
    method: 'PATCH',
    path: '/api/ai-temp-trees/:id',
    access: 'admin',
    params: idParams,
    body: updateDraftBody,
    response: draftResponse,
  }),
  remove: apiRoute({
    method: 'DELETE',
    path: '/api/ai-temp-trees/:id',
    access: 'admin',
    params: idParams,
    response: messageResponseSchema,
  }),
  visualization: apiRoute({
    method: 'GET',
    path: '/api/ai-temp-trees/:id/visualization',
    access: 'admin',
    params: idParams,
    response: draftResponse,
  }),
  setPositions: apiRoute({
    method: 'PUT',
    path: '/api/ai-temp-trees/:id/positions',
    access: 'admin',
    params: idParams,
    body: draftPositionsBody,
    response: draftResponse,
  }),
  matches: apiRoute({
    method: 'GET',
    path: '/api/ai-temp-trees/:id/matches',
    access: 'admin',
    params: idParams,
    response: draftMatchesResponse,
  }),
  publish: apiRoute({
    method: 'POST',
    path: '/api/ai-temp-trees/:id/publish',
    access: 'admin',
    params: idParams,
    body: publishDraftBody,
    response: publishDraftResponse,
  }),
  publishWithFamilies: apiRoute({
    method: 'POST',
    path: '/api/ai-temp-trees/:id/publish-with-families',
    access: 'admin',
    params: idParams,
    body: publishDraftWithFamiliesBody,
    response: publishDraftResponse,
  }),
} as const;
