import {
  DEFAULT_PRIMARY_COLOR,
  type PublicSetting,
  type SiteContact,
  type SiteSetting,
  type SocialLinks,
  type updateSettingBody,
} from '@giapha/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import { checkImageSources } from '../../lib/image-sources.ts';
import type { ActorContext, ClanContext } from '../../lib/request-context.ts';
import { diffRows } from '../audit/audit-diff.ts';
import { recordAction } from '../audit/audit-trail.ts';
import type { ClanRow } from '../clans/clans.repo.ts';
import { type SiteSettingRow, type SiteSettingValues, settingsRepo } from './settings.repo.ts';

type UpdateSettingInput = z.output<typeof updateSettingBody>;

/**
 * Before its first save a clan's setting is the defaults at version 1 with no `updatedAt`. The first
 * save stores version 2, so a form opened on the defaults goes stale like any other (409).
 */
export const UNSAVED_SETTING_VERSION = 1;

const NO_CONTACT: SiteContact = { address: null, phone: null, email: null, mapUrl: null };
const NO_SOCIAL: SocialLinks = { facebook: null, youtube: null, zalo: null, tiktok: null };

const DEFAULT_VALUES: SiteSettingValues = {
  siteName: null,
  slogan: null,
  description: null,
  logo: null,
  favicon: null,
  banner: null,
  primaryColor: null,
  contact: null,
  social: null,
  footerText: null,
  dateFormat: 'mm/dd/yy',
  kinshipRegion: 'north',
};

/** An absent value keeps the current one; null clears it. */
function keep<T>(next: T | undefined, current: T): T {
  return next === undefined ? current : next;
}

function mergeContact(current: SiteContact | null, input: UpdateSettingInput['contact']): SiteContact | null {
  if (!input) return current;
  const base = current ?? NO_CONTACT;
  return {
    address: keep(input.address, base.address),
    phone: keep(input.phone, base.phone),
    email: keep(input.email, base.email),
    mapUrl: keep(input.mapUrl, base.mapUrl),
  };
}

function mergeSocial(current: SocialLinks | null, input: UpdateSettingInput['social']): SocialLinks | null {
  if (!input) return current;
  const base = current ?? NO_SOCIAL;
  return {
    facebook: keep(input.facebook, base.facebook),
    youtube: keep(input.youtube, base.youtube),
    zalo: keep(input.zalo, base.zalo),
    tiktok: keep(input.tiktok, base.tiktok),
  };
}

function applyUpdate(current: SiteSettingValues, input: UpdateSettingInput): SiteSettingValues {
  return {
    siteName: keep(input.siteName, current.siteName),
    slogan: keep(input.slogan, current.slogan),
    description: keep(input.description, current.description),
    logo: keep(input.logo, current.logo),
    favicon: keep(input.favicon, current.favicon),
    banner: keep(input.banner, current.banner),
    primaryColor: keep(input.primaryColor, current.primaryColor),
    contact: mergeContact(current.contact, input.contact),
    social: mergeSocial(current.social, input.social),
    footerText: keep(input.footerText, current.footerText),
    dateFormat: keep(input.dateFormat, current.dateFormat),
    kinshipRegion: keep(input.kinshipRegion, current.kinshipRegion),
  };
}

function toPublicSetting(clan: ClanRow, row: SiteSettingRow | undefined): PublicSetting {
  const values = row ?? DEFAULT_VALUES;
  return {
    clanId: clan.id,
    domain: clan.domain,
    siteName: values.siteName ?? clan.clanName,
    slogan: values.slogan,
    description: values.description,
    logo: values.logo,
    favicon: values.favicon,
    banner: values.banner,
    primaryColor: values.primaryColor ?? DEFAULT_PRIMARY_COLOR,
    contact: { ...NO_CONTACT, ...values.contact },
    social: { ...NO_SOCIAL, ...values.social },
    footerText: values.footerText,
    dateFormat: values.dateFormat,
    kinshipRegion: values.kinshipRegion,
  };
}

function toSiteSetting(clan: ClanRow, row: SiteSettingRow | undefined): SiteSetting {
  return {
    ...toPublicSetting(clan, row),
    version: row?.version ?? UNSAVED_SETTING_VERSION,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

/** The clan's site setting: one row per clan, created on the first save; the defaults until then. */
export class SettingsService {
  constructor(private readonly db: Db) {}

  /** Read on every page load of every visitor: one primary-key lookup. */
  async getPublic({ clan }: ClanContext): Promise<PublicSetting> {
    return toPublicSetting(clan, await settingsRepo(this.db, clan.id).find());
  }

  async get({ clan }: ClanContext): Promise<SiteSetting> {
    return toSiteSetting(clan, await settingsRepo(this.db, clan.id).find());
  }

  async update({ actor, clan }: ActorContext, input: UpdateSettingInput): Promise<SiteSetting> {
    checkImageSources(clan.id, { logo: input.logo, favicon: input.favicon, banner: input.banner });
    return this.db.transaction(async (tx) => {
      const repo = settingsRepo(tx, clan.id);
      const current = await repo.findForUpdate();
      const currentVersion = current?.version ?? UNSAVED_SETTING_VERSION;
      if (input.version !== undefined && input.version !== currentVersion) throw conflict();
      const values = applyUpdate(current ?? DEFAULT_VALUES, input);
      // Two first saves at once: the second finds the row inserted meanwhile and is stale.
      const saved = current
        ? await repo.update(values, currentVersion)
        : await repo.insert(values, UNSAVED_SETTING_VERSION + 1);
      if (!saved) throw conflict();
      await recordAction(tx, { actor, clan }, 'setting.update', {
        id: clan.id,
        name: saved.siteName ?? clan.clanName,
        detail: { changes: diffRows(current ?? DEFAULT_VALUES, saved) },
      });
      return toSiteSetting(clan, saved);
    });
  }
}
