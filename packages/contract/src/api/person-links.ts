import { idParams, messageResponseSchema } from '../common.ts';
import {
  createPersonClaimBody,
  decidePersonClaimBody,
  kinshipRegionResponse,
  linkUserPersonBody,
  listPersonClaimsQuery,
  myKinshipResponse,
  myPersonResponse,
  personClaimListResponse,
  personClaimResponse,
  publicPersonSearchQuery,
  publicPersonSearchResponse,
  setKinshipRegionBody,
  userPersonResponse,
} from '../person-links.ts';
import { apiRoute } from './define.ts';

/** "Me" in the tree (issue 23): members claim their person, admins approve or link directly. */
export const personLinksApi = {
  mine: apiRoute({
    method: 'GET',
    path: '/api/me/person',
    access: 'member',
    response: myPersonResponse,
  }),
  myKinship: apiRoute({
    method: 'GET',
    path: '/api/me/kinship/:id',
    access: 'member',
    params: idParams,
    response: myKinshipResponse,
  }),
  claim: apiRoute({
    method: 'POST',
    path: '/api/me/person-claim',
    access: 'member',
    body: createPersonClaimBody,
    response: personClaimResponse,
    status: 201,
  }),
  withdraw: apiRoute({
    method: 'DELETE',
    path: '/api/me/person-claim',
    access: 'member',
    response: messageResponseSchema,
  }),
  unlinkMine: apiRoute({
    method: 'DELETE',
    path: '/api/me/person',
    access: 'member',
    response: messageResponseSchema,
  }),
  setRegion: apiRoute({
    method: 'PUT',
    path: '/api/me/kinship-region',
    access: 'member',
    body: setKinshipRegionBody,
    response: kinshipRegionResponse,
  }),
  listClaims: apiRoute({
    method: 'GET',
    path: '/api/person-claims',
    access: 'member',
    query: listPersonClaimsQuery,
    response: personClaimListResponse,
  }),
  decide: apiRoute({
    method: 'PATCH',
    path: '/api/person-claims/:id',
    access: 'member',
    params: idParams,
    body: decidePersonClaimBody,
    response: personClaimResponse,
  }),
  userPerson: apiRoute({
    method: 'GET',
    path: '/api/user/:id/person',
    access: 'admin',
    params: idParams,
    response: userPersonResponse,
  }),
  linkUser: apiRoute({
    method: 'PUT',
    path: '/api/user/:id/person',
    access: 'admin',
    params: idParams,
    body: linkUserPersonBody,
    response: userPersonResponse,
  }),
  publicSearch: apiRoute({
    method: 'GET',
    path: '/api/public/persons/search',
    access: 'public',
    query: publicPersonSearchQuery,
    response: publicPersonSearchResponse,
  }),
} as const;
