import {
  type PublicBlogListItem,
  type PublicSetting,
  publicSettingResponse,
  type Section,
} from '@giapha/contract';
import { Outlet, type RouteObject } from 'react-router';
import { SiteSettingGate } from '../app/SiteSetting.tsx';
import { demoSetting, type StubbedAnswer } from './api-stub.ts';
import { renderAdminRoutes } from './render-admin.tsx';

const STAMP = '2026-01-01T00:00:00.000Z';

/** Public pages under the app's setting gate, as in the app: they read the clan's setting from it. */
export function renderPublicRoutes(children: RouteObject[], path: string) {
  return renderAdminRoutes(
    [
      {
        element: (
          <SiteSettingGate>
            <Outlet />
          </SiteSettingGate>
        ),
        children,
      },
    ],
    path,
  );
}

export function ok(data: unknown): StubbedAnswer {
  return { status: 200, body: { success: true, data } };
}

export function list(data: unknown[], total = data.length): StubbedAnswer {
  return { status: 200, body: { success: true, data, total } };
}

export const notFound: StubbedAnswer = { status: 404, body: { success: false, message: 'Not Found' } };

function demoSettingData(): PublicSetting {
  return publicSettingResponse.parse(demoSetting.body).data;
}

/** The demo clan's setting with some fields changed. */
export function settingWith(fields: Partial<PublicSetting>): StubbedAnswer {
  return ok({ ...demoSettingData(), ...fields });
}

export function section(fields: Partial<Section> & Pick<Section, 'id' | 'type'>): Section {
  return {
    title: null,
    subtitle: null,
    content: null,
    imageUrl: null,
    linkLabel: null,
    linkUrl: null,
    itemLimit: 3,
    categoryId: null,
    treeId: null,
    visible: true,
    position: 0,
    version: 1,
    updatedAt: STAMP,
    ...fields,
  };
}

export function blogItem(fields: Partial<PublicBlogListItem> & Pick<PublicBlogListItem, 'id' | 'title'>) {
  return {
    slug: fields.id,
    summary: null,
    coverImage: null,
    category: null,
    publishedAt: '2026-03-15T02:00:00.000Z',
    author: { id: 'u1', name: 'Nguyễn Văn An' },
    viewCount: 0,
    ...fields,
  } satisfies PublicBlogListItem;
}
