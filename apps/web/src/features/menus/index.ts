// What the app and other features may use of menus; everything else stays inside features/menus.
export { usePublicMenus } from './api/publicMenus.ts';
export { MenuEditor } from './components/MenuEditor.tsx';
