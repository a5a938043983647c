import { route } from '../../api/route';
/**
 * Uploads a video with XMLHttpRequest so the real upload progress can be shown (fetch has no upload
 * progress). Same rules as the API client: cookies, X-Requested-With, the server's message on failure.
 */
export interface UploadVideoInput {
  file: File;
  title: string;
  description?: string;
  onProgress: (percent: number) => void;
}

export class UploadError extends Error {
  constructor(
    message: string,
    readonly serverMessage: string | null,
  ) {
    super(message);
  }
}

export function uploadVideo({ file, title, description, onProgress }: UploadVideoInput): Promise<void> {
  const form = new FormData();
  form.append('title', title);
  if (description) form.append('description', description);
  form.append('video', file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', route('post', '/api/videos/upload').url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      let serverMessage: string | null = null;
      try {
        const body = JSON.parse(xhr.responseText) as { message?: unknown };
        if (typeof body.message === 'string' && body.message.trim()) serverMessage = body.message;
      } catch {
        /* not JSON */
      }
      reject(new UploadError(`${xhr.status}: ${xhr.responseText || xhr.statusText}`, serverMessage));
    };
    xhr.onerror = () => reject(new UploadError('Network error', null));
    xhr.send(form);
  });
}
