// What other features may use of the editing rights of branch keepers (issue 24); the rest stays inside.

export { type EditRights, OUTSIDE_BRANCH_REASON, useBranchScope } from './useBranchScope.ts';
