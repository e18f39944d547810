// What the app may use of signing in and out; everything else stays inside features/auth.
export { useSignOut } from './api/logout.ts';
