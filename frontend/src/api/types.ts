import type { components, paths } from './schema';

/** DTO shapes from docs/openapi.json (generated into schema.d.ts by `npm run gen:api`). */
export type Schemas = components['schemas'];
export type Paths = paths;
