/** Spec 3 §9: MP4, WebM and MOV; the size limit itself is MAX_UPLOAD_BYTES (100 MB by default). */
export const VIDEO_MIME_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;
export type VideoMimeType = (typeof VIDEO_MIME_TYPES)[number];

export const VIDEO_EXTENSIONS: Record<VideoMimeType, string> = {
  'video/mp4': '.mp4',
  'video/webm': '.webm',
  'video/quicktime': '.mov',
};

/** Bytes read from the start of the file before its type is decided. */
export const SNIFF_BYTES = 64;
/** Room for the title, description and multipart boundaries on top of the file in Content-Length. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
export const MAX_TITLE_LENGTH = 200;
export const MAX_DESCRIPTION_LENGTH = 5000;
export const MAX_ORIGINAL_NAME_LENGTH = 255;

export const MEDIA_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${MAX_TITLE_LENGTH} characters`,
  descriptionTooLong: `Description must be at most ${MAX_DESCRIPTION_LENGTH} characters`,
  fileRequired: 'Please select a video file',
  tooLarge: 'The video is larger than the maximum of 100MB',
  unsupportedType: 'Unsupported video format. Please upload an MP4, WebM or MOV file.',
  notMultipart: 'Uploads must be sent as multipart/form-data',
  malformed: 'The upload could not be read. Please try again.',
  notFound: 'Video not found',
  rangeNotSatisfiable: 'Requested range not satisfiable',
} as const;
