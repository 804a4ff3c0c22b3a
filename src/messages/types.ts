/**
 * Every component's words, by component: the shape of a complete
 * translation (`englishMessages`, `spanishMessages`). A provider or a
 * component takes any part of it.
 */
import type { AccessNoticeMessages } from '../components/AccessNotice/messages';
import type { AccountCardMessages } from '../components/AccountCard/messages';
import type { AdminArticlesTableMessages } from '../components/AdminArticlesTable/messages';
import type { AdminFiltersMessages } from '../components/AdminFilters/messages';
import type { AdminToolsCardMessages } from '../components/AdminToolsCard/messages';
import type { ArticleCardMessages } from '../components/ArticleCard/messages';
import type { BreadcrumbsMessages } from '../components/Breadcrumbs/messages';
import type { ButtonMessages } from '../components/Button/messages';
import type { BylineMessages } from '../components/Byline/messages';
import type { CategoryRailMessages } from '../components/CategoryRail/messages';
import type { CiteThisMessages } from '../components/CiteThis/messages';
import type { ClassroomNotesMessages } from '../components/ClassroomNotes/messages';
import type { ColorSwatchMessages } from '../components/ColorSwatch/messages';
import type { ContrastBadgeMessages } from '../components/ContrastBadge/messages';
import type { CorrectionNoticeMessages } from '../components/CorrectionNotice/messages';
import type { CorrectionsLogMessages } from '../components/CorrectionsLog/messages';
import type { DataTableMessages } from '../components/DataTable/messages';
import type { DisclosureNoteMessages } from '../components/DisclosureNote/messages';
import type { DocumentExcerptMessages } from '../components/DocumentExcerpt/messages';
import type { EditorialStandardsMessages } from '../components/EditorialStandards/messages';
import type { ErrorStateMessages } from '../components/ErrorState/messages';
import type { ErrorSummaryMessages } from '../components/ErrorSummary/messages';
import type { FieldMessages } from '../components/Field/messages';
import type { FoundingDocumentMessages } from '../components/FoundingDocument/messages';
import type { KeyFactsMessages } from '../components/KeyFacts/messages';
import type { LinkButtonMessages } from '../components/LinkButton/messages';
import type { LoadingStateMessages } from '../components/LoadingState/messages';
import type { NotFoundMessages } from '../components/NotFound/messages';
import type { NoteRefMessages } from '../components/NoteRef/messages';
import type { PaginationMessages } from '../components/Pagination/messages';
import type { PopularTopicsMessages } from '../components/PopularTopics/messages';
import type { RichBodyMessages } from '../components/RichBody/messages';
import type { SearchBoxMessages } from '../components/SearchBox/messages';
import type { SearchSummaryMessages } from '../components/SearchSummary/messages';
import type { ShareButtonMessages } from '../components/ShareButton/messages';
import type { SignInPanelMessages } from '../components/SignInPanel/messages';
import type { SiteFooterMessages } from '../components/SiteFooter/messages';
import type { SiteHeaderMessages } from '../components/SiteHeader/messages';
import type { SkipLinkMessages } from '../components/SkipLink/messages';
import type { SourceListMessages } from '../components/SourceList/messages';
import type { TableOfContentsMessages } from '../components/TableOfContents/messages';
import type { TagListMessages } from '../components/TagList/messages';
import type { ThemeToggleMessages } from '../components/ThemeToggle/messages';
import type { TimelineMessages } from '../components/Timeline/messages';

export interface ParchmentMessages {
  accessNotice: AccessNoticeMessages;
  accountCard: AccountCardMessages;
  adminArticlesTable: AdminArticlesTableMessages;
  adminFilters: AdminFiltersMessages;
  adminToolsCard: AdminToolsCardMessages;
  articleCard: ArticleCardMessages;
  breadcrumbs: BreadcrumbsMessages;
  button: ButtonMessages;
  byline: BylineMessages;
  categoryRail: CategoryRailMessages;
  citeThis: CiteThisMessages;
  classroomNotes: ClassroomNotesMessages;
  colorSwatch: ColorSwatchMessages;
  contrastBadge: ContrastBadgeMessages;
  correctionNotice: CorrectionNoticeMessages;
  correctionsLog: CorrectionsLogMessages;
  dataTable: DataTableMessages;
  disclosureNote: DisclosureNoteMessages;
  documentExcerpt: DocumentExcerptMessages;
  editorialStandards: EditorialStandardsMessages;
  errorState: ErrorStateMessages;
  errorSummary: ErrorSummaryMessages;
  field: FieldMessages;
  foundingDocument: FoundingDocumentMessages;
  keyFacts: KeyFactsMessages;
  linkButton: LinkButtonMessages;
  loadingState: LoadingStateMessages;
  notFound: NotFoundMessages;
  noteRef: NoteRefMessages;
  pagination: PaginationMessages;
  popularTopics: PopularTopicsMessages;
  richBody: RichBodyMessages;
  searchBox: SearchBoxMessages;
  searchSummary: SearchSummaryMessages;
  shareButton: ShareButtonMessages;
  signInPanel: SignInPanelMessages;
  siteFooter: SiteFooterMessages;
  siteHeader: SiteHeaderMessages;
  skipLink: SkipLinkMessages;
  sourceList: SourceListMessages;
  tableOfContents: TableOfContentsMessages;
  tagList: TagListMessages;
  themeToggle: ThemeToggleMessages;
  timeline: TimelineMessages;
}

/** Some components' words, each in part: what a provider or a nested provider sets. */
export type ParchmentMessageOverrides = { [Component in keyof ParchmentMessages]?: Partial<ParchmentMessages[Component]> };
