/** Editorial patterns: the parts of an article, from its byline to its sources, notes and corrections. */
// Each line: export * from './components/<Name>'; the package exports this layer alone as @parchment/ui/editorial.
export * from './components/Byline';
export * from './components/RichBody';
export * from './components/KeyFacts';
export * from './components/SourceList';
export * from './components/QuoteBlock';
export * from './components/DisclosureNote';
export * from './components/EditorialStandards';
export * from './components/HeroImage';
export * from './components/NoteRef';
export * from './components/TableOfContents';
export * from './components/Timeline';
export * from './components/DocumentExcerpt';
export * from './components/FoundingDocument';
export * from './components/ClassroomNotes';
export * from './components/CiteThis';
export * from './components/CorrectionNotice';
export * from './components/CorrectionsLog';
