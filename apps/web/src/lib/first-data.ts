import {
  blogsApi,
  type CampaignQr,
  campaignsApi,
  menusApi,
  type PublicBlog,
  type PublicBlogListItem,
  type PublicCampaign,
  type PublicMenuItem,
  type PublicSetting,
  type PublicTreeSummary,
  type Section,
  sectionsApi,
  settingsApi,
  treesApi,
} from '@giapha/contract';
import type { DataTag, QueryClient, QueryKey } from '@tanstack/react-query';
import { createElement, type ReactElement } from 'react';
import { z } from 'zod';
import { currentDomain } from './tenant.ts';

/** The element the server writes the first render's answers into (`modules/seo/seo.first-content.ts`). */
export const FIRST_DATA_ELEMENT_ID = 'first-data';

/** The query the home page's latest posts ask with (`FeaturedPostsSection`). */
export interface FirstBlogsParams {
  limit: number;
  offset: number;
  categoryId?: string;
}

/**
 * The answers of the API as the server read them for this page, each checked with the route's own
 * response schema, as `callApi` checks what it fetches.
 */
const firstDataSchema = z.object({
  domain: z.string(),
  readAt: z.number(),
  setting: settingsApi.getPublic.response,
  menus: menusApi.listPublic.response,
  sections: sectionsApi.listPublic.response.optional(),
  blogs: z
    .array(
      z.object({
        query: z.object({
          limit: z.number().int(),
          offset: z.number().int(),
          categoryId: z.string().optional(),
        }),
        response: blogsApi.listPublic.response,
      }),
    )
    .optional(),
  post: z.object({ slug: z.string(), response: blogsApi.getPublic.response }).optional(),
  campaign: z.object({ slug: z.string(), response: campaignsApi.getPublic.response }).optional(),
  campaignQr: z.object({ id: z.string(), response: campaignsApi.qrPublic.response }).optional(),
  trees: z
    .object({
      query: z.object({ limit: z.number().int(), offset: z.number().int() }),
      response: treesApi.publicList.response,
    })
    .optional(),
});
export type FirstData = z.infer<typeof firstDataSchema>;

/** A query's options as `queryOptions` makes them: the key carries the type of its data. */
type Tagged<T> = { queryKey: DataTag<QueryKey, T, Error> };

/**
 * The public queries of the first render, as the features define them (the keys and data types their
 * hooks use): the app passes them in, since lib/ does not know the features.
 */
export interface FirstDataQueries {
  setting: (domain: string) => Tagged<PublicSetting>;
  menus: (domain: string) => Tagged<PublicMenuItem[]>;
  sections: (domain: string) => Tagged<Section[]>;
  blogs: (domain: string, params: FirstBlogsParams) => Tagged<{ blogs: PublicBlogListItem[]; total: number }>;
  post: (domain: string, slug: string) => Tagged<PublicBlog>;
  campaign: (domain: string, slug: string) => Tagged<PublicCampaign>;
  /** The donate panel's code without an amount (`amount` null). */
  campaignQr: (domain: string, id: string, amount: null) => Tagged<CampaignQr>;
  /** The tree page's list of public trees. */
  trees: (
    domain: string,
    params: { limit: number; offset: number },
  ) => Tagged<{ trees: PublicTreeSummary[]; total: number }>;
}

/** The page's first-data, when the server sent it for the clan this app shows; null otherwise. */
export function readFirstData(doc: Document = document): FirstData | null {
  const text = doc.getElementById(FIRST_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = firstDataSchema.safeParse(json);
  // Answers of another clan (a host naming one clan, a stored choice another) are not this site's.
  if (!parsed.success || parsed.data.domain !== currentDomain()) return null;
  return parsed.data;
}

/**
 * Seeds `client` with the page's first-data, so the first render shows it without asking the API again.
 * Each answer counts as read when the server read it: a query whose `staleTime` has passed since then
 * fetches again as usual.
 */
export function seedFirstData(
  client: QueryClient,
  queries: FirstDataQueries,
  data: FirstData | null = readFirstData(),
): void {
  if (!data) return;
  const { domain } = data;
  // Never in the future, whatever the two clocks say.
  const options = { updatedAt: Math.min(data.readAt, Date.now()) };
  client.setQueryData(queries.setting(domain).queryKey, data.setting.data, options);
  client.setQueryData(queries.menus(domain).queryKey, data.menus.data, options);
  if (data.sections) client.setQueryData(queries.sections(domain).queryKey, data.sections.data, options);
  for (const { query, response } of data.blogs ?? []) {
    const params: FirstBlogsParams = {
      limit: query.limit,
      offset: query.offset,
      ...(query.categoryId === undefined ? {} : { categoryId: query.categoryId }),
    };
    client.setQueryData(
      queries.blogs(domain, params).queryKey,
      { blogs: response.data, total: response.total },
      options,
    );
  }
  if (data.post) {
    client.setQueryData(queries.post(domain, data.post.slug).queryKey, data.post.response.data, options);
  }
  if (data.campaign) {
    client.setQueryData(
      queries.campaign(domain, data.campaign.slug).queryKey,
      data.campaign.response.data,
      options,
    );
  }
  if (data.trees) {
    client.setQueryData(
      queries.trees(domain, data.trees.query).queryKey,
      { trees: data.trees.response.data, total: data.trees.response.total },
      options,
    );
  }
  if (data.campaignQr) {
    client.setQueryData(
      queries.campaignQr(domain, data.campaignQr.id, null).queryKey,
      data.campaignQr.response.data,
      options,
    );
  }
}

/**
 * What the server painted in `#root`, taken when this module loads (before React's first render
 * replaces it); empty when the page came without it.
 */
const serverPainted =
  typeof document === 'undefined' ? '' : (document.getElementById('root')?.innerHTML ?? '');

/**
 * One element of what the server painted, as it was sent (the tree page's opening view: its page keeps
 * it over the canvas until the canvas draws); null when the page came without it.
 */
export function serverPaintedPart(selector: string, matches: (element: Element) => boolean): string | null {
  if (!serverPainted) return null;
  const template = document.createElement('template');
  template.innerHTML = serverPainted;
  for (const element of template.content.querySelectorAll(selector)) {
    if (matches(element)) return element.outerHTML;
  }
  return null;
}

/**
 * The server's first paint again, for the router to show while the first page's chunk loads (its
 * `HydrateFallback`): without it React's first render blanks the page until that chunk arrives.
 */
export function FirstContentFallback(): ReactElement | null {
  if (!serverPainted) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own page, as it sent it (every text escaped, rich text sanitized when saved)
  return createElement('div', { dangerouslySetInnerHTML: { __html: serverPainted } });
}
