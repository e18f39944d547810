import type { AppServices } from '../components/AppServices.ts';
import { useSignOut } from '../features/auth/index.ts';
import { usePublicMenus } from '../features/menus/index.ts';

/** The features the shared components use (components/AppServices.ts), wired once for the whole app. */
export const appServices: AppServices = {
  usePublicMenus,
  useSignOut,
  // Loaded with the first upload, as the router loads pages: a visitor's first page does not carry the
  // upload code (DESIGN §9), and the module itself, not the feature's index, keeps that chunk small.
  uploadImage: async (file, options) => {
    const { uploadImage } = await import('../features/uploads/api/uploadImage.ts');
    return uploadImage(file, options);
  },
};
