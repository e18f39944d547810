import { type AuditAction, type AuditLog, auditApi } from '@giapha/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pageRead } from '../../../lib/record-queries.ts';

export const AUDIT_FALLBACK = 'Không thể tải nhật ký quản trị';

export interface AuditListParams {
  limit: number;
  offset: number;
  action?: AuditAction | undefined;
  search?: string | undefined;
}

export interface AuditPage {
  entries: AuditLog[];
  total: number;
}

/** GET /api/audit-logs (admin): one page of the clan's log, newest first. */
export const listAuditLogs = pageRead(auditApi.list, {
  request: (params: AuditListParams) => ({
    query: { limit: params.limit, offset: params.offset, action: params.action, search: params.search },
  }),
  fallbackMessage: AUDIT_FALLBACK,
  page: (entries, total): AuditPage => ({ entries, total }),
});

export const auditLogsQuery = (params: AuditListParams) =>
  queryOptions({
    queryKey: ['audit-logs', params] as const,
    queryFn: ({ signal }) => listAuditLogs(params, signal),
    placeholderData: keepPreviousData,
  });

export function useAuditLogs(params: AuditListParams) {
  return useQuery(auditLogsQuery(params));
}
