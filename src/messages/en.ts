/**
 * The library's words in US English, every component's: the default, and
 * the model for a translation (src/messages/es.ts). Each component reads its
 * own part from its own module, so an app that imports one component does
 * not carry the others' words.
 */
import { accessNoticeMessages } from '../components/AccessNotice/messages';
import { accountCardMessages } from '../components/AccountCard/messages';
import { adminArticlesTableMessages } from '../components/AdminArticlesTable/messages';
import { adminFiltersMessages } from '../components/AdminFilters/messages';
import { adminToolsCardMessages } from '../components/AdminToolsCard/messages';
import { articleCardMessages } from '../components/ArticleCard/messages';
import { breadcrumbsMessages } from '../components/Breadcrumbs/messages';
import { buttonMessages } from '../components/Button/messages';
import { bylineMessages } from '../components/Byline/messages';
import { categoryRailMessages } from '../components/CategoryRail/messages';
import { citeThisMessages } from '../components/CiteThis/messages';
import { classroomNotesMessages } from '../components/ClassroomNotes/messages';
import { colorSwatchMessages } from '../components/ColorSwatch/messages';
import { contrastBadgeMessages } from '../components/ContrastBadge/messages';
import { correctionNoticeMessages } from '../components/CorrectionNotice/messages';
import { correctionsLogMessages } from '../components/CorrectionsLog/messages';
import { dataTableMessages } from '../components/DataTable/messages';
import { disclosureNoteMessages } from '../components/DisclosureNote/messages';
import { documentExcerptMessages } from '../components/DocumentExcerpt/messages';
import { editorialStandardsMessages } from '../components/EditorialStandards/messages';
import { errorStateMessages } from '../components/ErrorState/messages';
import { errorSummaryMessages } from '../components/ErrorSummary/messages';
import { fieldMessages } from '../components/Field/messages';
import { foundingDocumentMessages } from '../components/FoundingDocument/messages';
import { keyFactsMessages } from '../components/KeyFacts/messages';
import { linkButtonMessages } from '../components/LinkButton/messages';
import { loadingStateMessages } from '../components/LoadingState/messages';
import { notFoundMessages } from '../components/NotFound/messages';
import { noteRefMessages } from '../components/NoteRef/messages';
import { paginationMessages } from '../components/Pagination/messages';
import { popularTopicsMessages } from '../components/PopularTopics/messages';
import { richBodyMessages } from '../components/RichBody/messages';
import { searchBoxMessages } from '../components/SearchBox/messages';
import { searchSummaryMessages } from '../components/SearchSummary/messages';
import { shareButtonMessages } from '../components/ShareButton/messages';
import { signInPanelMessages } from '../components/SignInPanel/messages';
import { siteFooterMessages } from '../components/SiteFooter/messages';
import { siteHeaderMessages } from '../components/SiteHeader/messages';
import { skipLinkMessages } from '../components/SkipLink/messages';
import { sourceListMessages } from '../components/SourceList/messages';
import { tableOfContentsMessages } from '../components/TableOfContents/messages';
import { tagListMessages } from '../components/TagList/messages';
import { themeToggleMessages } from '../components/ThemeToggle/messages';
import { timelineMessages } from '../components/Timeline/messages';
import type { ParchmentMessages } from './types';

export const englishMessages: ParchmentMessages = {
  accessNotice: accessNoticeMessages,
  accountCard: accountCardMessages,
  adminArticlesTable: adminArticlesTableMessages,
  adminFilters: adminFiltersMessages,
  adminToolsCard: adminToolsCardMessages,
  articleCard: articleCardMessages,
  breadcrumbs: breadcrumbsMessages,
  button: buttonMessages,
  byline: bylineMessages,
  categoryRail: categoryRailMessages,
  citeThis: citeThisMessages,
  classroomNotes: classroomNotesMessages,
  colorSwatch: colorSwatchMessages,
  contrastBadge: contrastBadgeMessages,
  correctionNotice: correctionNoticeMessages,
  correctionsLog: correctionsLogMessages,
  dataTable: dataTableMessages,
  disclosureNote: disclosureNoteMessages,
  documentExcerpt: documentExcerptMessages,
  editorialStandards: editorialStandardsMessages,
  errorState: errorStateMessages,
  errorSummary: errorSummaryMessages,
  field: fieldMessages,
  foundingDocument: foundingDocumentMessages,
  keyFacts: keyFactsMessages,
  linkButton: linkButtonMessages,
  loadingState: loadingStateMessages,
  notFound: notFoundMessages,
  noteRef: noteRefMessages,
  pagination: paginationMessages,
  popularTopics: popularTopicsMessages,
  richBody: richBodyMessages,
  searchBox: searchBoxMessages,
  searchSummary: searchSummaryMessages,
  shareButton: shareButtonMessages,
  signInPanel: signInPanelMessages,
  siteFooter: siteFooterMessages,
  siteHeader: siteHeaderMessages,
  skipLink: skipLinkMessages,
  sourceList: sourceListMessages,
  tableOfContents: tableOfContentsMessages,
  tagList: tagListMessages,
  themeToggle: themeToggleMessages,
  timeline: timelineMessages,
};
