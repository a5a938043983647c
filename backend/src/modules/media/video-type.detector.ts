import type { VideoMimeType } from './media.constants';

const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

/**
 * The video type by content, never by name: an ISO base media 'ftyp' box at offset 4 (MP4, or MOV
 * when the major brand is 'qt  '), or an EBML header whose DocType is webm. Anything else is null.
 */
export function detectVideoType(head: Buffer): VideoMimeType | null {
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp') {
    return head.toString('latin1', 8, 12) === 'qt  ' ? 'video/quicktime' : 'video/mp4';
  }
  if (head.length >= 4 && head.subarray(0, 4).equals(EBML_MAGIC) && head.includes('webm', 4, 'latin1')) {
    return 'video/webm';
  }
  return null;
}
