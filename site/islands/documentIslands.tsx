/**
 * The interactive part of a founding document's page: one listener that
 * makes every part link copy its address. The document itself is the
 * server's HTML; without this island its part links still lead to the part.
 */
import { FoundingDocumentLinks } from '../../src';
import { defineIsland } from './Island';

export const PartLinksIsland = defineIsland('part-links', function PartLinks() {
  return <FoundingDocumentLinks />;
});
