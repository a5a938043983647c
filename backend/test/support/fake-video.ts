/** Bytes that start like an MP4 (ftyp box), MOV (qt brand) or WebM (EBML + DocType webm), then a pattern. */
export function fakeVideo(kind: 'mp4' | 'mov' | 'webm', size: number): Buffer {
  const head =
    kind === 'webm'
      ? Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84, ...Buffer.from('webm')])
      : Buffer.concat([
          Buffer.from([0, 0, 0, 0x18]),
          Buffer.from(kind === 'mov' ? 'ftypqt  ' : 'ftypisom'),
          Buffer.alloc(12),
        ]);
  const body = Buffer.alloc(size - head.length);
  for (let i = 0; i < body.length; i++) body[i] = i % 251;
  return Buffer.concat([head, body]);
}

/** A superagent parser that keeps the body as bytes (in Node the "response" it gets is the message stream). */
export function binary(res: import('superagent').Response, cb: (err: Error | null, body: Buffer) => void) {
  const stream = res as unknown as import('http').IncomingMessage;
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  stream.on('end', () => cb(null, Buffer.concat(chunks)));
}
