import { idParams } from '../common.ts';
import { personRecordResponse } from '../person-record.ts';
import { apiRoute } from './define.ts';

/** A person's public page (issue 21): anyone may read the record of a person on a public tree. */
export const personRecordApi = {
  get: apiRoute({
    method: 'GET',
    path: '/api/public/person/:id',
    access: 'public',
    params: idParams,
    response: personRecordResponse,
  }),
} as const;
