/** Student portal: the spec's validation messages and limits (spec 2 §5, spec 3 §5). */
export const PORTAL_MESSAGES = {
  titleRequired: 'Title is required',
  validVideoUrl: 'Please enter a valid video URL',
  validUrl: 'Please enter a valid URL',
  resourceTypeRequired: 'Resource type is required',
  toolTypeRequired: 'Tool type is required',
  categoryRequired: 'Category is required',
  invalidDate: 'Please enter a valid date',
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  notFound: (what: string) => `${what} not found`,
} as const;

export const URL_OPTIONS = { require_protocol: true, protocols: ['http', 'https'], require_tld: false };
export const TITLE_MAX = 200;
export const URL_MAX = 2048;
export const CATEGORY_MAX = 100;
export const SHORT_MAX = 50;
export const TAGS_MAX = 20;
export const DEFAULT_CATEGORY = 'General';

/** Closed value sets of the admin forms (spec 3 §5): enums in the API, free text nowhere. */
export const RESOURCE_TYPES = ['pdf', 'document', 'spreadsheet', 'template', 'video', 'link'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];
export const TOOL_TYPES = ['calculator', 'spreadsheet', 'template', 'checklist', 'software', 'link'] as const;
export type ToolType = (typeof TOOL_TYPES)[number];
