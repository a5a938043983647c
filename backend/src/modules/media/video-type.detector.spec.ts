import { detectVideoType } from './video-type.detector';

const ftyp = (brand: string) =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(`ftyp${brand}`, 'latin1'), Buffer.alloc(12)]);
const ebml = (docType: string) =>
  Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x80 | docType.length]),
    Buffer.from(docType, 'latin1'),
  ]);

describe('detectVideoType', () => {
  it('recognises MP4 by its ftyp box', () => {
    expect(detectVideoType(ftyp('isom'))).toBe('video/mp4');
    expect(detectVideoType(ftyp('mp42'))).toBe('video/mp4');
  });

  it('recognises MOV by the qt brand', () => {
    expect(detectVideoType(ftyp('qt  '))).toBe('video/quicktime');
  });

  it('recognises WebM by its EBML header and DocType', () => {
    expect(detectVideoType(ebml('webm'))).toBe('video/webm');
  });

  it('refuses Matroska that is not WebM, other files and too-short input', () => {
    expect(detectVideoType(ebml('matroska'))).toBeNull();
    expect(detectVideoType(Buffer.from('%PDF-1.7 not a video at all'))).toBeNull();
    expect(detectVideoType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]))).toBeNull();
    expect(detectVideoType(Buffer.from('ftyp'))).toBeNull();
    expect(detectVideoType(Buffer.alloc(0))).toBeNull();
  });
});
