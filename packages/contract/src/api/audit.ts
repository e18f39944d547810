import { auditLogListResponse, listAuditLogsQuery } from '../audit.ts';
import { apiRoute } from './define.ts';

/** Who did what in the clan, newest first (admins). */
export const auditApi = {
  list: apiRoute({
    method: 'GET',
    path: '/api/audit-logs',
    access: 'admin',
    query: listAuditLogsQuery,
    response: auditLogListResponse,
  }),
} as const;
