import { z } from 'zod';
import { messageResponseSchema } from '../common.ts';
import { compactPublicTreeGraphResponse, compactTreeGraphResponse } from '../tree-graph-compact.ts';
import {
  createTreeBody,
  decorNodesBody,
  generationSizesResponse,
  hasSplitTreeResponse,
  hideSpousesBody,
  listTreesQuery,
  optionalTreeResponse,
  personIdParams,
  personsWithSplitTreesResponse,
  publicTreeGraphResponse,
  publicTreeListResponse,
  publicTreeResponse,
  publicTreesQuery,
  splitTreeBody,
  syncPersonBody,
  syncPersonResponse,
  treeFamilyBody,
  treeFamilyResponse,
  treeGraphResponse,
  treeIdParams,
  treeIdQuery,
  treeListResponse,
  treePersonParams,
  treeResponse,
  treesResponse,
  treeTypeResponse,
  updateGenerationSizesBody,
  updateTreeBody,
} from '../trees.ts';
import { apiRoute } from './define.ts';

/** Which GEDCOM the export writes. */
export const gedcomVersions = ['5.5.1', '7.0'] as const;
export const treeGedcomQuery = z.object({ version: z.enum(gedcomVersions).default('5.5.1') });

/** Trees of the clan (spec §7 "Trees"): members read, admins write, visitors see public trees. */
export const treesApi = {
  list: apiRoute({
    method: 'GET',
    path: '/api/trees',
    access: 'member',
    query: listTreesQuery,
    response: treeListResponse,
  }),
  get: apiRoute({
    method: 'GET',
    path: '/api/tree',
    access: 'member',
    query: treeIdQuery,
    response: treeResponse,
  }),
  create: apiRoute({
    method: 'POST',
    path: '/api/tree',
    access: 'admin',
    body: createTreeBody,
    response: treeResponse,
    status: 201,
  }),
  update: apiRoute({
    method: 'PUT',
    path: '/api/tree',
    access: 'admin',
    query: treeIdQuery,
    body: updateTreeBody,
    response: treeResponse,
  }),
  /** Spec §7 lists this one without the /api prefix. */
  updateById: apiRoute({
    method: 'PUT',
    path: '/tree/:id',
    access: 'admin',
    params: treeIdParams,
    body: updateTreeBody,
    response: treeResponse,
  }),
  remove: apiRoute({
    method: 'DELETE',
    path: '/api/tree/:id',
    access: 'admin',
    params: treeIdParams,
    response: messageResponseSchema,
  }),
  /** The whole graph for the canvas, as JSON text built by the database. */
  graph: apiRoute({
    method: 'GET',
    path: '/api/tree-graph',
    access: 'member',
    query: treeIdQuery,
    response: treeGraphResponse,
    kind: 'raw-json',
  }),
  /** The same graph shaped for the canvas: persons in columns, families by index (tree-graph-compact.ts). */
  graphCompact: apiRoute({
    method: 'GET',
    path: '/api/tree-graph/compact',
    access: 'member',
    query: treeIdQuery,
    response: compactTreeGraphResponse,
  }),
  generationSizes: apiRoute({
    method: 'GET',
    path: '/api/tree/:id/generation-sizes',
    access: 'member',
    params: treeIdParams,
    response: generationSizesResponse,
  }),
  setGenerationSizes: apiRoute({
    method: 'PUT',
    path: '/api/tree/:id/generation-sizes',
    access: 'admin',
    params: treeIdParams,
    body: updateGenerationSizesBody,
    response: generationSizesResponse,
  }),
  setDecorNodes: apiRoute({
    method: 'PUT',
    path: '/api/tree/:id/decor-nodes',
    access: 'admin',
    params: treeIdParams,
    body: decorNodesBody,
    response: treeResponse,
  }),
  setHideSpouses: apiRoute({
    method: 'PUT',
    path: '/api/tree/:id/hide-spouses',
    access: 'admin',
    params: treeIdParams,
    body: hideSpousesBody,
    response: treeResponse,
  }),
  /** The tree as a GEDCOM file to download (its text, not JSON): 5.5.1 unless `version=7.0`. */
  gedcom: apiRoute({
    method: 'GET',
    path: '/api/tree/:id/gedcom',
    access: 'member',
    params: treeIdParams,
    query: treeGedcomQuery,
    response: z.string(),
    kind: 'file',
  }),
  publicTree: apiRoute({
    method: 'GET',
    path: '/api/public/tree',
    access: 'public',
    query: treeIdQuery,
    response: publicTreeResponse,
  }),
  publicGenerationSizes: apiRoute({
    method: 'GET',
    path: '/api/public/tree/:id/generation-sizes',
    access: 'public',
    params: treeIdParams,
    response: generationSizesResponse,
  }),
  publicList: apiRoute({
    method: 'GET',
    path: '/api/public/trees',
    access: 'public',
    query: publicTreesQuery,
    response: publicTreeListResponse,
  }),
  /** The graph visitors see: no contacts, notes or exact birth dates of the living. */
  publicGraph: apiRoute({
    method: 'GET',
    path: '/api/public/tree-graph',
    access: 'public',
    query: treeIdQuery,
    response: publicTreeGraphResponse,
    kind: 'raw-json',
  }),
  /** The same graph shaped for the canvas: persons in columns, families by index (tree-graph-compact.ts). */
  publicGraphCompact: apiRoute({
    method: 'GET',
    path: '/api/public/tree-graph/compact',
    access: 'public',
    query: treeIdQuery,
    response: compactPublicTreeGraphResponse,
  }),
} as const;

/** Split trees (a branch as a tree of its own), the lookups between them, and keeping them in step. */
export const splitTreesApi = {
  split: apiRoute({
    method: 'POST',
    path: '/api/tree/split',
    access: 'admin',
    body: splitTreeBody,
    response: treeResponse,
    status: 201,
  }),
  type: apiRoute({
    method: 'GET',
    path: '/api/tree/:id/type',
    access: 'member',
    params: treeIdParams,
    response: treeTypeResponse,
  }),
  original: apiRoute({
    method: 'GET',
    path: '/api/tree/:id/original',
    access: 'member',
    params: treeIdParams,
    response: optionalTreeResponse,
  }),
  splitTrees: apiRoute({
    method: 'GET',
    path: '/api/tree/:id/split-trees',
    access: 'member',
    params: treeIdParams,
    response: treesResponse,
  }),
  personsWithSplitTrees: apiRoute({
    method: 'GET',
    path: '/api/tree/:id/persons-with-split-trees',
    access: 'member',
    params: treeIdParams,
    response: personsWithSplitTreesResponse,
  }),
  splitTreeOfPerson: apiRoute({
    method: 'GET',
    path: '/api/tree/split-tree/:personId',
    access: 'member',
    params: personIdParams,
    response: optionalTreeResponse,
  }),
  hasSplitTree: apiRoute({
    method: 'GET',
    path: '/api/tree/has-split-tree/:personId',
    access: 'member',
    params: personIdParams,
    response: hasSplitTreeResponse,
  }),
  splitTreeOfPersonInTree: apiRoute({
    method: 'GET',
    path: '/api/tree/:treeId/split-tree/:personId',
    access: 'member',
    params: treePersonParams,
    response: optionalTreeResponse,
  }),
  hasSplitTreeInTree: apiRoute({
    method: 'GET',
    path: '/api/tree/:treeId/has-split-tree/:personId',
    access: 'member',
    params: treePersonParams,
    response: hasSplitTreeResponse,
  }),
  addFamilyAuto: apiRoute({
    method: 'POST',
    path: '/api/tree/add-family-auto',
    access: 'admin',
    body: treeFamilyBody,
    response: treeFamilyResponse,
  }),
  removeFamilyAuto: apiRoute({
    method: 'POST',
    path: '/api/tree/remove-family-auto',
    access: 'admin',
    body: treeFamilyBody,
    response: treeFamilyResponse,
  }),
  syncPerson: apiRoute({
    method: 'POST',
    path: '/api/tree/sync-person',
    access: 'admin',
    body: syncPersonBody,
    response: syncPersonResponse,
  }),
} as const;
