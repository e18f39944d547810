import type { AppServices } from '../components/AppServices.ts';
import { useSignOut } from '../features/auth/index.ts';
import { usePublicMenus } from '../features/menus/index.ts';

/** The features the shared components use (components/AppServices.ts), wired once for the whole app. */
export const appServices: AppServices = {
  usePublicMenus,
  useSignOut,
  // Loaded with the first upload, so a visitor's first page does not carry the upload code (DESIGN §9).
  uploadImage: async (file, options) =>
    (await import('../features/uploads/index.ts')).uploadImage(file, options),
};
