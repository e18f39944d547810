import {
  branchesApi,
  MESSAGES,
  type MyReminders,
  type ReminderFollow,
  remindersApi,
  type UpdateRemindersBody,
} from '@giapha/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { messageMutation, recordMutation, useApiMutation } from '../../../lib/record-mutations.ts';
import { dataRead } from '../../../lib/record-queries.ts';
import { REMINDERS_FALLBACK } from '../texts.ts';

/** Every reminders query starts with 'reminders', so one invalidation refreshes them all. */
export const reminderKeys = {
  all: ['reminders'] as const,
  mine: () => ['reminders', 'me'] as const,
  branches: () => ['reminders', 'branches'] as const,
};

/** GET /api/me/reminders: the member's choices, follows and the next days they will hear about. */
export const getMyReminders = dataRead(remindersApi.mine, {
  request: (_: undefined) => ({}),
  fallbackMessage: REMINDERS_FALLBACK.mine,
});

export const myRemindersQuery = () =>
  queryOptions({
    queryKey: reminderKeys.mine(),
    queryFn: ({ signal }): Promise<MyReminders> => getMyReminders(undefined, signal),
  });

export function useMyReminders() {
  return useQuery(myRemindersQuery());
}

/** A branch the member may follow, as the picker lists it. */
export interface BranchChoice {
  id: string;
  label: string;
}

/** GET /api/branches: the clan's branches, for the "Theo dõi chi" picker. */
export const listBranchChoices = dataRead(branchesApi.list, {
  request: (_: undefined) => ({}),
  fallbackMessage: REMINDERS_FALLBACK.branches,
});

export function useBranchChoices(enabled: boolean) {
  return useQuery({
    queryKey: reminderKeys.branches(),
    queryFn: ({ signal }) => listBranchChoices(undefined, signal),
    select: (branches): BranchChoice[] =>
      branches.map((branch) => ({
        id: branch._id,
        label: `${branch.name} — ${branch.treeName} (từ ${branch.rootPerson.name})`,
      })),
    enabled,
    staleTime: 60_000,
  });
}

/** PUT /api/me/reminders: mail on or off, the days ahead, events or not. */
export const saveReminders = recordMutation(remindersApi.update, {
  request: (body: UpdateRemindersBody) => ({ body }),
  fallbackMessage: REMINDERS_FALLBACK.save,
  successMessage: MESSAGES.remindersSaved,
  answer: (saved, message) => ({ saved, message }),
});

export function useSaveReminders() {
  return useApiMutation(saveReminders, (queryClient, { saved }) => {
    queryClient.setQueryData(reminderKeys.mine(), saved);
    return Promise.resolve();
  });
}

export type FollowTarget = { branchId: string } | { personId: string };

/** POST /api/me/reminder-follows: follow a branch or a person. */
export const addFollow = recordMutation(remindersApi.follow, {
  request: (body: FollowTarget) => ({ body }),
  fallbackMessage: REMINDERS_FALLBACK.follow,
  successMessage: MESSAGES.reminderFollowAdded,
  answer: (follow: ReminderFollow, message) => ({ follow, message }),
});

export function useAddFollow() {
  return useApiMutation(addFollow, (queryClient) =>
    queryClient.invalidateQueries({ queryKey: reminderKeys.mine() }),
  );
}

/** DELETE /api/me/reminder-follow/:id */
export const removeFollow = messageMutation(remindersApi.unfollow, {
  request: (id: string) => ({ params: { id } }),
  fallbackMessage: REMINDERS_FALLBACK.unfollow,
  successMessage: MESSAGES.reminderFollowRemoved,
});

export function useRemoveFollow() {
  return useApiMutation(removeFollow, (queryClient) =>
    queryClient.invalidateQueries({ queryKey: reminderKeys.mine() }),
  );
}

export interface UnsubscribeInput {
  user: string;
  key: string;
}

/** POST /api/public/reminders/unsubscribe: the button of the page a reminder mail links to. */
export const unsubscribe = messageMutation(remindersApi.unsubscribe, {
  request: ({ user, key }: UnsubscribeInput) => ({ query: { user, key } }),
  fallbackMessage: REMINDERS_FALLBACK.unsubscribe,
  successMessage: MESSAGES.remindersUnsubscribed,
});

export function useUnsubscribe() {
  return useApiMutation(unsubscribe, (queryClient) =>
    queryClient.invalidateQueries({ queryKey: reminderKeys.all }),
  );
}
