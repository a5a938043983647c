import { AsyncLocalStorage } from 'async_hooks';
import type { AuditDetails } from './audit-event.entity';

/** What a service adds to the entry of the admin action it runs in (before/after of a role or a setting). */
export interface AuditNote {
  details?: AuditDetails;
}

/** Set by AuditInterceptor around an audited route; services reach it through AuditService.note(). */
export const auditContext = new AsyncLocalStorage<AuditNote>();
