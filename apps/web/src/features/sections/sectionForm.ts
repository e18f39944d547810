import { type CreateSectionBody, createSectionBody, type Section, type SectionType } from '@giapha/contract';
import { z } from 'zod';
import { checkedBy } from '../../lib/contract-checks.ts';

/** Every field as the inputs hold it: text as strings, choices as an id or null. */
const sectionInputs = z.object({
  title: z.string(),
  subtitle: z.string(),
  content: z.string(),
  imageUrl: z.string(),
  linkLabel: z.string(),
  linkUrl: z.string(),
  // '' while the number is being retyped.
  itemLimit: z
    .union([z.number(), z.literal('')])
    .refine((value) => value !== '', 'Vui lòng nhập số mục hiển thị'),
  categoryId: z.string().nullable(),
  treeId: z.string().nullable(),
  visible: z.boolean(),
});

/** The form checks what the API checks, the type aside (it is chosen before the form opens). */
export const sectionForm = checkedBy(sectionInputs, createSectionBody.omit({ type: true }));
export type SectionFormValues = z.input<typeof sectionForm>;
export type SectionFormOutput = z.output<typeof sectionForm>;

export type SectionField = Exclude<keyof SectionFormValues, 'visible'>;

/** The fields that matter for each kind of block; the others are neither shown nor sent. */
export const SECTION_FIELDS: Record<SectionType, readonly SectionField[]> = {
  hero: ['title', 'subtitle', 'imageUrl', 'linkLabel', 'linkUrl'],
  featuredPosts: ['title', 'itemLimit', 'categoryId'],
  upcomingEvents: ['title', 'itemLimit'],
  campaigns: ['title', 'itemLimit'],
  treeTeaser: ['title', 'subtitle', 'treeId'],
  richText: ['title', 'content'],
};

/** How many posts a new featured-posts block shows; events and campaigns fewer. */
const DEFAULT_ITEM_LIMIT: Record<SectionType, number> = {
  hero: 6,
  featuredPosts: 6,
  upcomingEvents: 3,
  campaigns: 3,
  treeTeaser: 6,
  richText: 6,
};

export function emptySectionValues(type: SectionType): SectionFormValues {
  return {
    title: '',
    subtitle: '',
    content: '',
    imageUrl: '',
    linkLabel: '',
    linkUrl: '',
    itemLimit: DEFAULT_ITEM_LIMIT[type],
    categoryId: null,
    treeId: null,
    visible: true,
  };
}

export function sectionValues(section: Section): SectionFormValues {
  return {
    title: section.title ?? '',
    subtitle: section.subtitle ?? '',
    content: section.content ?? '',
    imageUrl: section.imageUrl ?? '',
    linkLabel: section.linkLabel ?? '',
    linkUrl: section.linkUrl ?? '',
    itemLimit: section.itemLimit,
    categoryId: section.categoryId,
    treeId: section.treeId,
    visible: section.visible,
  };
}

function pickFields<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Partial<T> {
  const picked: Partial<T> = {};
  for (const key of keys) picked[key] = source[key];
  return picked;
}

/** The body to send for a block of this type: its own fields and whether it shows. */
export function sectionBody(type: SectionType, values: SectionFormOutput): Omit<CreateSectionBody, 'type'> {
  return { ...pickFields(values, SECTION_FIELDS[type]), visible: values.visible };
}
