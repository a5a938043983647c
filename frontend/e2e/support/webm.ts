import type { Page } from '@playwright/test';

/** Records a real, playable WebM (2 s of changing noise) with Chromium's own MediaRecorder (the server checks the bytes). */
export async function recordWebm(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 240;
    const ctx = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(25), {
      mimeType: 'video/webm',
      videoBitsPerSecond: 2_000_000,
    });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    const paint = setInterval(() => {
      const img = ctx.createImageData(320, 240);
      for (let i = 0; i < img.data.length; i++) img.data[i] = (Math.random() * 255) | 0;
      ctx.putImageData(img, 0, 0);
    }, 40);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start(250);
    await new Promise((r) => setTimeout(r, 2000));
    recorder.stop();
    await stopped;
    clearInterval(paint);
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}
