// What other features may use of branches (issue 24); the rest stays inside.

export { useBranches } from './api/branches.ts';
export { MyBranchesLink } from './components/MyBranchesLink.tsx';
export { PublicBranchList } from './components/PublicBranchList.tsx';
