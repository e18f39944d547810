// What other features may use of users; everything else stays inside features/users.
export { pendingUserCountQuery, usePendingUsers } from './api/listPendingUsers.ts';
export { userCountQuery } from './api/listUsers.ts';
export { useUserActions } from './components/useUserActions.tsx';
export { ROLE_LABELS, STATUS_LABELS } from './texts.ts';
