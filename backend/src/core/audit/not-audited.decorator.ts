import { SetMetadata } from '@nestjs/common';

export const NOT_AUDITED = 'notAudited';
/** An admin POST that changes nothing (a preview): kept out of the audit trail, which records changes only. */
export const NotAudited = () => SetMetadata(NOT_AUDITED, true);
