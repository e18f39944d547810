import { idParams } from '../common.ts';
import {
  addChildBody,
  addChildResponse,
  addMultipleChildrenBody,
  addMultipleChildrenResponse,
  addSpouseBody,
  addSpouseResponse,
  createPersonFamilyBody,
  createPersonFamilyResponse,
  spousesQuery,
  spousesResponse,
  treeFamilyBody,
  treeFamilyResponse,
} from '../trees.ts';
import { apiRoute } from './define.ts';

/** Family structure (spec §7 "Families"): spouses, children, families on a tree. Admins write. */
export const familiesApi = {
  addFamily: apiRoute({
    method: 'POST',
    path: '/api/tree/add-family',
    access: 'admin',
    body: treeFamilyBody,
    response: treeFamilyResponse,
  }),
  removeFamily: apiRoute({
    method: 'POST',
    path: '/api/tree/remove-family',
    access: 'admin',
    body: treeFamilyBody,
    response: treeFamilyResponse,
  }),
  addSpouse: apiRoute({
    method: 'POST',
    path: '/api/family/add-spouse',
    access: 'editor',
    body: addSpouseBody,
    response: addSpouseResponse,
    status: 201,
  }),
  spouses: apiRoute({
    method: 'GET',
    path: '/api/family/spouses/:id',
    access: 'member',
    params: idParams,
    query: spousesQuery,
    response: spousesResponse,
  }),
  addChild: apiRoute({
    method: 'POST',
    path: '/api/family/add-child',
    access: 'editor',
    body: addChildBody,
    response: addChildResponse,
    status: 201,
  }),
  addMultipleChildren: apiRoute({
    method: 'POST',
    path: '/api/family/add-multiple-children',
    access: 'editor',
    body: addMultipleChildrenBody,
    response: addMultipleChildrenResponse,
    status: 201,
  }),
  createPersonFamily: apiRoute({
    method: 'POST',
    path: '/api/tree/create-person-family',
    access: 'admin',
    body: createPersonFamilyBody,
    response: createPersonFamilyResponse,
    status: 201,
  }),
} as const;
