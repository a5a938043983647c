import { SetMetadata } from '@nestjs/common';

export const NO_XHR_HEADER = 'noXhrHeader';
/**
 * Lets a mutating route be called without the X-Requested-With header: only for callers that
 * never carry our session cookie's authority (provider webhooks, one-click unsubscribe from mail clients).
 */
export const AllowWithoutXhrHeader = () => SetMetadata(NO_XHR_HEADER, true);
