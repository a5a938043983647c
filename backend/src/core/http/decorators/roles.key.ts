/** The metadata key under which @Roles stores a route's (or controller's) user types. */
export const ROLES = 'roles';
