import { SetMetadata } from '@nestjs/common';
import type { UserType } from '../../auth/session-user';

export const ROLES = 'roles';
/** Restricts a route (or controller) to users of these types, e.g. @Roles('admin'). */
export const Roles = (...roles: UserType[]) => SetMetadata(ROLES, roles);
