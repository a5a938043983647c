import { callApi } from '../../api/client';
import type { Schemas } from '../../api/types';
import { route } from '../../api/route';

export type PrivacyPolicy = Schemas['PrivacyPolicyDto'];

/** The privacy policy's text, as the admins wrote it (a public page of its own: one plain call, no Redux). */
export const getPrivacyPolicy = (signal?: AbortSignal) =>
  callApi<PrivacyPolicy>(route('get', '/api/privacy-policy'), signal);

/** One block of the policy: blank lines separate them; a block's first line is its heading when more lines follow. */
export interface PolicyBlock {
  heading?: string;
  lines: string[];
}

/** The policy's text in blocks; the first block is the page's title when it is one line. */
export function policyBlocks(text: string): { title: string; blocks: PolicyBlock[] } {
  const raw = text
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean);
  let title = 'Privacy Policy';
  if (raw.length && !raw[0].includes('\n')) title = raw.shift()!;
  const blocks = raw.map((b) => {
    const lines = b.split('\n').map((l) => l.trim());
    return lines.length > 1 ? { heading: lines[0], lines: lines.slice(1) } : { lines };
  });
  return { title, blocks };
}
