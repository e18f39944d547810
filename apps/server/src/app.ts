import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { aiTreesRoutes } from './modules/ai-trees/ai-trees.routes.ts';
import { albumsRoutes } from './modules/albums/albums.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { backupsRoutes } from './modules/backups/backups.routes.ts';
import { banksRoutes } from './modules/banks/banks.routes.ts';
import { blogsRoutes } from './modules/blogs/blogs.routes.ts';
import { branchRightsRoutes } from './modules/branch-rights/branch-rights.routes.ts';
import { branchesRoutes } from './modules/branches/branches.routes.ts';
import { calendarRoutes } from './modules/calendar/calendar.routes.ts';
import { campaignsRoutes } from './modules/campaigns/campaigns.routes.ts';
import { categoriesRoutes } from './modules/categories/categories.routes.ts';
import { bankWebhookRoutes } from './modules/donations/bank-webhook.routes.ts';
import { donationsRoutes } from './modules/donations/donations.routes.ts';
import { eventsRoutes } from './modules/events/events.routes.ts';
import { familiesRoutes } from './modules/families/families.routes.ts';
import { gravesRoutes } from './modules/graves/graves.routes.ts';
import { lifeEventsRoutes } from './modules/life-events/life-events.routes.ts';
import { menusRoutes } from './modules/menus/menus.routes.ts';
import { personLinksRoutes } from './modules/person-links/person-links.routes.ts';
import { personRecordRoutes } from './modules/person-record/person-record.routes.ts';
import { personsRoutes } from './modules/persons/persons.routes.ts';
import { placesRoutes } from './modules/places/places.routes.ts';
import { remindersRoutes } from './modules/reminders/reminders.routes.ts';
import { sectionsRoutes } from './modules/sections/sections.routes.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { sourcesRoutes } from './modules/sources/sources.routes.ts';
import { suggestionsRoutes } from './modules/suggestions/suggestions.routes.ts';
import { treeGedcomRoutes } from './modules/trees/gedcom.routes.ts';
import { splitRoutes } from './modules/trees/split.routes.ts';
import { treesRoutes } from './modules/trees/trees.routes.ts';
import type { FileStorage } from './modules/uploads/storage/file-storage.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { configPlugin } from './plugins/config.ts';
import { databasePlugin } from './plugins/database.ts';
import { docsPlugin } from './plugins/docs.ts';
import { errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { createMailer, type Mailer, mailerPlugin } from './plugins/mailer.ts';
import { remindersSchedulePlugin } from './plugins/reminders-schedule.ts';
import { securityPlugin } from './plugins/security.ts';
import { storagePlugin } from './plugins/storage.ts';
import { tenantPlugin } from './plugins/tenant.ts';
import { webPlugin } from './plugins/web.ts';

export interface BuildAppOptions {
  config: AppConfig;
  /** An opened, migrated database; the app closes it when it closes. */
  database: Database;
  mailer?: Mailer;
  /** Where uploads go; by default what the configuration names (DATA_DIR/uploads or S3_*). */
  storage?: FileStorage;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp({ config, database, mailer, storage, logger }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: config.trustProxy,
    // Keep going on requests for a moment on shutdown; then close.
    forceCloseConnections: 'idle',
    // A URL Fastify cannot even route (a broken %-escape) answers in the project's shape too.
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Every API route must say who may call it; a route that forgets fails at start, not in production.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && !route.config?.access) {
      throw new Error(`Route ${route.method} ${route.url} khai báo thiếu config.access`);
    }
  });

  await app.register(configPlugin, { config });
  await app.register(databasePlugin, { database });
  await app.register(mailerPlugin, { mailer: mailer ?? createMailer(config, (line) => app.log.info(line)) });
  await app.register(storagePlugin, { storage });
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(compressionPlugin);
  await app.register(docsPlugin);
  await app.register(tenantPlugin);
  await app.register(authPlugin);

  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(personLinksRoutes);
  await app.register(branchesRoutes);
  await app.register(branchRightsRoutes);
  await app.register(settingsRoutes);
  await app.register(sourcesRoutes);
  await app.register(suggestionsRoutes);
  await app.register(menusRoutes);
  await app.register(sectionsRoutes);
  await app.register(categoriesRoutes);
  await app.register(blogsRoutes);
  await app.register(albumsRoutes);
  await app.register(eventsRoutes);
  await app.register(calendarRoutes);
  await app.register(banksRoutes);
  await app.register(campaignsRoutes);
  await app.register(donationsRoutes);
  await app.register(bankWebhookRoutes);
  await app.register(familiesRoutes);
  await app.register(splitRoutes);
  await app.register(personsRoutes);
  await app.register(placesRoutes);
  await app.register(gravesRoutes);
  await app.register(personRecordRoutes);
  await app.register(lifeEventsRoutes);
  await app.register(treesRoutes);
  await app.register(treeGedcomRoutes);
  await app.register(aiTreesRoutes);
  await app.register(uploadsRoutes);
  await app.register(auditRoutes);
  await app.register(backupsRoutes);
  await app.register(remindersRoutes);
  await app.register(remindersSchedulePlugin);

  await app.register(seoRoutes);
  await app.register(webPlugin);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
