import type { PublicMenuItem, UploadedFile } from '@giapha/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { PostFileOptions } from '../lib/post-file.ts';

/**
 * What the shared components take from features, handed in by the app (app/app-services.ts) so that
 * components/ never imports features/.
 */
export interface AppServices {
  /** The clan's public menu, for the site's header and drawer. */
  usePublicMenus: () => Pick<UseQueryResult<PublicMenuItem[]>, 'isPending' | 'data'>;
  /** Signs out from the user menu. */
  useSignOut: () => () => Promise<void>;
  /** Uploads an image picked in the rich-text editor. */
  uploadImage: (file: File, options?: PostFileOptions) => Promise<UploadedFile>;
}

const AppServicesContext = createContext<AppServices | null>(null);

export const AppServicesProvider = AppServicesContext.Provider;

export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices: render inside <AppServicesProvider> (app/App.tsx)');
  return services;
}
