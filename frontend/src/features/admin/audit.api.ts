import { api } from '../../api/api';
import type { Schemas } from '../../api/types';
import { route, type ResponseBody } from '../../api/route';

export type AuditEvent = Schemas['AuditEventDto'];
/** The trail's filters (GET /api/admin/audit's query), newest first, 50 a page. */
export interface AuditQuery {
  actor?: string;
  action?: string;
  outcome?: 'done' | 'refused';
  from?: string;
  to?: string;
  before?: string;
}

/** The audit trail (read-only): one page of 50 per cursor, each cached on its own. */
export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAuditEvents: build.query<ResponseBody<'get', '/api/admin/audit'>, AuditQuery>({
      query: (params) => ({ ...route('get', '/api/admin/audit'), params }),
    }),
  }),
});

export const { useListAuditEventsQuery } = auditApi;
