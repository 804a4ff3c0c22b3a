export {
  FoundingDocument,
  type FoundingDocumentParagraph,
  type FoundingDocumentPart,
  type FoundingDocumentProps,
  type FoundingDocumentRun,
  type FoundingDocumentSignerGroup,
} from './FoundingDocument';
export { FoundingDocumentLinks, type FoundingDocumentLinksProps } from './FoundingDocumentLinks';
