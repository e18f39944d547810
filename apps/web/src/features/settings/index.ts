// What the app and other features may use of the site setting; everything else stays inside features/settings.
export { usePublicSetting } from './api/publicSetting.ts';
