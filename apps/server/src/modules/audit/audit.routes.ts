import { auditApi } from '@giapha/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okPage, registerApi } from '../../lib/api-route.ts';
import { clanContext } from '../../lib/request-context.ts';
import { AuditService } from './audit.service.ts';

/** `GET /api/audit-logs`: who did what in the clan, newest first (admins). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const audit = new AuditService(app.db);
  registerApi(app, auditApi.list, { tags: ['audit'] }, async (request) =>
    okPage(await audit.list(clanContext(request), request.query)),
  );
};
