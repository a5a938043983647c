/** Validation messages of spec 3 §5 (the server answers the same texts). */
export const CONTENT_MESSAGES = {
  titleRequired: 'Title is required',
  validVideoUrl: 'Please enter a valid video URL',
  validUrl: 'Please enter a valid URL',
  resourceTypeRequired: 'Resource type is required',
  toolTypeRequired: 'Tool type is required',
  categoryRequired: 'Category is required',
} as const;

export const RESOURCE_TYPES = ['pdf', 'document', 'spreadsheet', 'template', 'video', 'link'] as const;
export const TOOL_TYPES = ['calculator', 'spreadsheet', 'template', 'checklist', 'software', 'link'] as const;
