import { idParams, messageResponseSchema } from '../common.ts';
import {
  createSuggestionBody,
  listSuggestionsQuery,
  reviewSuggestionBody,
  suggestionListResponse,
  suggestionResponse,
  suggestionSummaryResponse,
} from '../suggestions.ts';
import { apiRoute } from './define.ts';

/**
 * Members' suggestions (issue 24): any member proposes, reviewers (admins, and branch heads inside their
 * branch — checked in the service) decide. Everything is `member`: who may review is a rule, not a role.
 */
export const suggestionsApi = {
  create: apiRoute({
    method: 'POST',
    path: '/api/suggestions',
    access: 'member',
    body: createSuggestionBody,
    response: suggestionResponse,
    status: 201,
  }),
  mine: apiRoute({
    method: 'GET',
    path: '/api/me/suggestions',
    access: 'member',
    query: listSuggestionsQuery,
    response: suggestionListResponse,
  }),
  withdraw: apiRoute({
    method: 'DELETE',
    path: '/api/me/suggestion/:id',
    access: 'member',
    params: idParams,
    response: messageResponseSchema,
  }),
  summary: apiRoute({
    method: 'GET',
    path: '/api/suggestions/summary',
    access: 'member',
    response: suggestionSummaryResponse,
  }),
  queue: apiRoute({
    method: 'GET',
    path: '/api/suggestions',
    access: 'member',
    query: listSuggestionsQuery,
    response: suggestionListResponse,
  }),
  get: apiRoute({
    method: 'GET',
    path: '/api/suggestion/:id',
    access: 'member',
    params: idParams,
    response: suggestionResponse,
  }),
  review: apiRoute({
    method: 'PATCH',
    path: '/api/suggestion/:id',
    access: 'member',
    params: idParams,
    body: reviewSuggestionBody,
    response: suggestionResponse,
  }),
} as const;
