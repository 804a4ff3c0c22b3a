import type { MessagesOf } from '../../messages/format';

/** FoundingDocument's and FoundingDocumentLinks' words in English, the default; a translation gives each key (see ParchmentMessages). */
export const foundingDocumentMessages = {
  /** The name of a part's link and of a paragraph's number; {part} is the full label: "Article I, Section 8", "Article I, Section 8, Clause 3". */
  linkTo: 'Link to {part}',
  /** Read before words a later part changed or repealed (shown struck through). */
  superseded: 'Superseded text:',
  /** The link after superseded words, to the part that changed them; {part} is that part's full label: "Amendment XIV, Section 2". */
  supersededBy: 'Superseded by {part}',
  /** Before the links to the pages that discuss a part or clause. */
  discussedIn: 'Discussed in:',
  /** Said (FoundingDocumentLinks) when a part link's address is on the clipboard; {part} is the link's full label. */
  copied: 'Link to {part} copied',
  /** Said (FoundingDocumentLinks) when the clipboard refused the address; the link still led to the part. */
  failed: 'Could not copy the link to {part}',
};

export type FoundingDocumentMessages = MessagesOf<typeof foundingDocumentMessages>;
