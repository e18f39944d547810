import { auditLogListResponse, listAuditLogsQuery } from '@giapha/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../lib/route-schemas.ts';
import { AuditService } from './audit.service.ts';

/** `GET /api/audit-logs`: who did what in the clan, newest first (admins). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const audit = new AuditService(app.db);
  app.get(
    '/api/audit-logs',
    {
      schema: { tags: ['audit'], querystring: listAuditLogsQuery, response: responses(auditLogListResponse) },
      config: { access: 'admin' },
    },
    async (request) => ({ success: true as const, ...(await audit.list(request.clan, request.query)) }),
  );
};
