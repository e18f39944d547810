// What other features may use of giỗ reminders (issue 24); the rest stays inside.

export { FollowGioButton } from './components/FollowGioButton.tsx';
export { RemindersPage } from './pages/RemindersPage.tsx';
export { UnsubscribePage } from './pages/UnsubscribePage.tsx';
