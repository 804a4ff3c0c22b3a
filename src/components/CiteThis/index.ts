export { CiteThis, type CiteThisProps } from './CiteThis';
export { formatCitation, type CitationAuthor, type CitationInput, type CitationPart, type CitationStyle, type CitationText } from './citation';
