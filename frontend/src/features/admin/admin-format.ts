const dateFmt = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** "Mar 5, 2026"; empty input → the fallback. */
export function formatDate(iso: string | null | undefined, fallback = ''): string {
  return iso ? dateFmt.format(new Date(iso)) : fallback;
}

/** 1536 → "1.5 KB", 104857600 → "100 MB". */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let v = bytes;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${i === 0 ? v : Number(v.toFixed(1))} ${units[i]}`;
}
