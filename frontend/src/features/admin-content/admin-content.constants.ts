import type { Schemas } from '../../api/types';

export type ResourceType = Schemas['ResourceType'];
export type ToolType = Schemas['ToolType'];

/** Validation messages of spec 3 §5 (the server answers the same texts). */
export const CONTENT_MESSAGES = {
  titleRequired: 'Title is required',
  validVideoUrl: 'Please enter a valid video URL',
  validUrl: 'Please enter a valid URL',
  resourceTypeRequired: 'Resource type is required',
  toolTypeRequired: 'Tool type is required',
  categoryRequired: 'Category is required',
} as const;

/** The API's closed lists (enums in the contract); the type checks fail if a value is added or removed there. */
export const RESOURCE_TYPES = [
  'pdf',
  'document',
  'spreadsheet',
  'template',
  'video',
  'link',
] as const satisfies readonly ResourceType[];
export const TOOL_TYPES = [
  'calculator',
  'spreadsheet',
  'template',
  'checklist',
  'software',
  'link',
] as const satisfies readonly ToolType[];
export const ALL_RESOURCE_TYPES_LISTED: [Exclude<ResourceType, (typeof RESOURCE_TYPES)[number]>] extends [never]
  ? true
  : false = true;
export const ALL_TOOL_TYPES_LISTED: [Exclude<ToolType, (typeof TOOL_TYPES)[number]>] extends [never] ? true : false =
  true;
