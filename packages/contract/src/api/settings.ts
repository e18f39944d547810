import { publicSettingResponse, siteSettingResponse, updateSettingBody } from '../settings.ts';
import { apiRoute } from './define.ts';

/** The clan's site setting: everyone reads the public part, admins read and change all of it. */
export const settingsApi = {
  getPublic: apiRoute({
    method: 'GET',
    path: '/api/public/setting',
    access: 'public',
    response: publicSettingResponse,
  }),
  get: apiRoute({
    method: 'GET',
    path: '/api/setting',
    access: 'admin',
    response: siteSettingResponse,
  }),
  update: apiRoute({
    method: 'PUT',
    path: '/api/setting',
    access: 'admin',
    body: updateSettingBody,
    response: siteSettingResponse,
  }),
} as const;
