import { escapeHtml } from '../../../core/html/html';

/** The visitor's fields a campaign may name: {{firstName}}, {{lastName}}. */
export interface MergePerson {
  firstName: string | null;
  lastName: string | null;
}

/** What a missing value reads as: "Hi {{firstName}}," is "Hi there," for a visitor who gave no first name. */
export const MERGE_FALLBACKS = { firstName: 'there', lastName: '' } as const;

/** The compliance blocks, placed where the campaign puts {{unsubscribe}} / {{postalAddress}} (else in the footer). */
export interface MergeBlocks {
  unsubscribeUrl: string;
  postalAddress: string;
}

const PERSON_TAG = /\{\{\s*(firstName|lastName)\s*\}\}/g;
const BLOCK_TAG = /\{\{\s*(unsubscribe|postalAddress)\s*\}\}/g;
type BlockTag = 'unsubscribe' | 'postalAddress';
export const hasBlockTag = (content: string, tag: BlockTag) => new RegExp(`\\{\\{\\s*${tag}\\s*\\}\\}`).test(content);

const value = (person: MergePerson, tag: 'firstName' | 'lastName') => person[tag]?.trim() || MERGE_FALLBACKS[tag];

/** {{firstName}} and {{lastName}}, escaped for HTML when `html`. Runs before links are rewritten (a name in a URL is signed). */
export function renderPersonTags(content: string, person: MergePerson, html: boolean): string {
  return content.replace(PERSON_TAG, (_m, tag: 'firstName' | 'lastName') =>
    html ? escapeHtml(value(person, tag)) : value(person, tag),
  );
}

/** {{unsubscribe}} and {{postalAddress}}: our own markup, so it runs after links are rewritten (never tracked). */
export function renderBlockTags(content: string, blocks: MergeBlocks, html: boolean): string {
  return content.replace(BLOCK_TAG, (_m, tag: BlockTag) => {
    if (tag === 'postalAddress') return html ? escapeHtml(blocks.postalAddress) : blocks.postalAddress;
    return html
      ? `<a href="${escapeHtml(blocks.unsubscribeUrl)}">Unsubscribe</a>`
      : `Unsubscribe: ${blocks.unsubscribeUrl}`;
  });
}
