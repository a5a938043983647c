import { api } from '../../api/api';
import type { Paths, Schemas } from '../../api/types';
import { route, type ResponseBody } from '../../api/route';

export type AuditEvent = Schemas['AuditEventDto'];
export type AuditQuery = NonNullable<Paths['/api/admin/audit']['get']['parameters']['query']>;

/** The audit trail (read-only): one page of 50 per cursor, each cached on its own. */
export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAuditEvents: build.query<ResponseBody<'get', '/api/admin/audit'>, AuditQuery>({
      query: (params) => ({ ...route('get', '/api/admin/audit'), params }),
    }),
  }),
});

export const { useListAuditEventsQuery } = auditApi;
