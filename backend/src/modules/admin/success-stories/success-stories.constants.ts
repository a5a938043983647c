/** Validation messages of the success story form (spec 3 §5); the spec does not show the others. */
export const STORY_MESSAGES = {
  titleRequired: 'Title is required',
  studentNameRequired: 'Student name is required',
  beforeRequired: 'Before story is required',
  afterRequired: 'After story is required',
  quoteRequired: 'Testimonial quote is required',
  initialsRequired: 'Initials are required',
  initialsTooLong: 'Initials must be 3 characters or less',
  imageUrl: 'Image URL must be a valid URL',
  videoUrl: 'Video URL must be a valid URL',
  notFound: 'Success story not found',
} as const;

export const STORY_LIMITS = { title: 200, name: 120, initials: 3, url: 2048, tag: 60, tags: 20, text: 5000 } as const;
