import {
  type CreateSuggestionBody,
  MESSAGES,
  type ReviewSuggestionBody,
  type Suggestion,
  suggestionsApi,
} from '@giapha/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { messageMutation, recordMutation, useApiMutation } from '../../../lib/record-mutations.ts';
import { dataRead, pageRead } from '../../../lib/record-queries.ts';
import { SUGGESTIONS_FALLBACK } from '../texts.ts';
import { refreshSuggestions, type SuggestionListParams, suggestionKeys } from './cache.ts';

export interface SuggestionPage {
  suggestions: Suggestion[];
  total: number;
}

const page = (suggestions: Suggestion[], total: number): SuggestionPage => ({ suggestions, total });

/** GET /api/me/suggestions: the member's own proposals, newest first. */
export const listMySuggestions = pageRead(suggestionsApi.mine, {
  request: (params: SuggestionListParams) => ({ query: params }),
  fallbackMessage: SUGGESTIONS_FALLBACK.mine,
  page,
});

export function useMySuggestions(params: SuggestionListParams) {
  return useQuery({
    queryKey: suggestionKeys.mine(params),
    queryFn: ({ signal }) => listMySuggestions(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/suggestions: the review queue (admins: the clan's; heads: their branches'). */
export const listSuggestionQueue = pageRead(suggestionsApi.queue, {
  request: (params: SuggestionListParams) => ({ query: params }),
  fallbackMessage: SUGGESTIONS_FALLBACK.queue,
  page,
});

export function useSuggestionQueue(params: SuggestionListParams, enabled = true) {
  return useQuery({
    queryKey: suggestionKeys.queue(params),
    queryFn: ({ signal }) => listSuggestionQueue(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /api/suggestions/summary: may the member review, and how many proposals wait. */
export const getSuggestionSummary = dataRead(suggestionsApi.summary, {
  request: () => ({}),
  fallbackMessage: SUGGESTIONS_FALLBACK.summary,
});

export function useSuggestionSummary(enabled = true) {
  return useQuery({
    queryKey: suggestionKeys.summary(),
    queryFn: ({ signal }) => getSuggestionSummary(undefined, signal),
    enabled,
  });
}

/** POST /api/suggestions */
export const createSuggestion = recordMutation(suggestionsApi.create, {
  request: (body: CreateSuggestionBody) => ({ body }),
  fallbackMessage: SUGGESTIONS_FALLBACK.create,
  successMessage: MESSAGES.suggestionSent,
  answer: (suggestion, message) => ({ suggestion, message }),
});

export function useCreateSuggestion() {
  return useApiMutation(createSuggestion, (queryClient) => refreshSuggestions(queryClient));
}

/** DELETE /api/me/suggestion/{id} */
export const withdrawSuggestion = messageMutation(suggestionsApi.withdraw, {
  request: (id: string) => ({ params: { id } }),
  fallbackMessage: SUGGESTIONS_FALLBACK.withdraw,
  successMessage: MESSAGES.suggestionWithdrawn,
});

export function useWithdrawSuggestion() {
  return useApiMutation(withdrawSuggestion, (queryClient) => refreshSuggestions(queryClient));
}

export interface ReviewInput {
  id: string;
  body: ReviewSuggestionBody;
}

/** PATCH /api/suggestion/{id}: approve (maybe with an edited payload) or reject with a reason. */
export const reviewSuggestion = recordMutation(suggestionsApi.review, {
  request: ({ id, body }: ReviewInput) => ({ params: { id }, body }),
  fallbackMessage: SUGGESTIONS_FALLBACK.review,
  successMessage: MESSAGES.suggestionApproved,
  answer: (suggestion, message) => ({ suggestion, message }),
});

export function useReviewSuggestion() {
  return useApiMutation(reviewSuggestion, (queryClient) => refreshSuggestions(queryClient));
}
