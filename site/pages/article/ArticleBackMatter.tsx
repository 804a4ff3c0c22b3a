/**
 * What follows an article's body (docs/product.md §2, Article): its
 * corrections, From the document, the timeline, For the classroom, Cite this
 * article, the numbered sources the notes lead to, and the topic tags. The
 * server renders it; none of it runs in the browser.
 */
import {
  ClassroomNotes,
  CorrectionNotice,
  defaultNoteHref,
  DocumentExcerpt,
  noteRefId,
  SourceList,
  TagList,
  Timeline,
  type ArticleSource,
  type TeacherNote,
} from '../../../src';
import { useRenderDate } from '../../data/prefetch';
import { CiteIsland, PrintIsland } from '../../islands/articleIslands';
import type { Article, Source } from '../../../common/api';
import { apLabel, c3Label } from '../../../common/teaching';
import { CORRECTIONS_POLICY_PATH, SITE_NAME, tagSearchHref } from '../../navigation';
import { BACK_MATTER_IDS } from './sections';
import * as styles from './ArticleBackMatter.css';

export interface ArticleBackMatterProps {
  article: Article;
  /** The article's absolute canonical URL, as a citation gives it. */
  url: string;
}

function toSource(source: Source): ArticleSource {
  return {
    id: String(source.id),
    title: source.title,
    publisher: source.publisher ?? '',
    url: source.url,
    date: source.date ?? '',
    type: source.type === 'primary' ? 'primary' : 'secondary',
  };
}

/** What a teacher checks before using the piece: how hard it reads, and the standards it supports. */
function teacherNotesOf(classroom: NonNullable<Article['classroom']>): TeacherNote[] {
  const labels = (values: string[] | undefined, label: (value: string) => string | undefined) => (values ?? []).flatMap((value) => label(value) ?? []);
  return [
    { label: 'Reading level', value: classroom.reading_grade === undefined ? [] : `Grade ${classroom.reading_grade.toFixed(1)} (Flesch-Kincaid)` },
    { label: 'C3 Framework, Dimension 2', value: labels(classroom.c3, c3Label) },
    { label: 'AP U.S. Government and Politics, required', value: labels(classroom.ap, apLabel) },
  ];
}

/** The sources the body's notes cite, so that each source's entry can link back to its first note. */
function sourcesCitedInBody(article: Article): Set<number> {
  return new Set((article.body_rich?.sections ?? []).flatMap((section) => (section.notes ?? []).map((note) => note.source)));
}

export function ArticleBackMatter({ article, url }: ArticleBackMatterProps) {
  const renderDate = useRenderDate();

  const excerpt = article.document_excerpt;
  const excerptSource = excerpt ? article.sources[excerpt.source - 1] : undefined;
  const timeline = article.timeline ?? [];
  const classroom = article.classroom;
  const citedInBody = sourcesCitedInBody(article);
  const published = article.published_at.slice(0, 10);
  const updated = article.updated_at?.slice(0, 10);
  return (
    <>
      {/* A corrected article says so right after its text, each correction dated (docs/product.md §2). */}
      <CorrectionNotice corrections={article.corrections ?? []} policyHref={CORRECTIONS_POLICY_PATH} />
      {excerpt && excerptSource ? (
        <div id={BACK_MATTER_IDS.excerpt} className={styles.part}>
          <DocumentExcerpt
            title={excerpt.title}
            text={excerpt.paragraphs.join('\n\n')}
            sourceHref={excerptSource.url}
            sourceLabel={[excerptSource.title, excerptSource.publisher].filter(Boolean).join(', ')}
          />
        </div>
      ) : null}
      {timeline.length > 0 ? (
        <div id={BACK_MATTER_IDS.timeline} className={styles.part}>
          <Timeline
            title="Timeline"
            events={timeline.map((event) => ({
              date: event.date,
              title: event.title,
              text: event.text ?? undefined,
              note: { number: event.source, href: defaultNoteHref(event.source) },
            }))}
          />
        </div>
      ) : null}
      {classroom ? (
        <div id={BACK_MATTER_IDS.classroom} className={styles.part}>
          <ClassroomNotes questions={classroom.questions} glossary={classroom.glossary} teacherNotes={teacherNotesOf(classroom)} />
        </div>
      ) : null}
      <div className={`${styles.part} ${styles.printAction}`}>
        <PrintIsland islandId="print" />
      </div>
      <div id={BACK_MATTER_IDS.cite} className={styles.part}>
        <CiteIsland
          islandId="cite"
          renderDate={renderDate}
          input={{
            // A byline names an editorial role ("History Desk Editor"), never a person, so the publication is
            // the author, as APA 7 (9.11), MLA 9 (5.9) and Chicago 17 (14.207) each have it for an unsigned page.
            author: { name: SITE_NAME, kind: 'organization' },
            title: article.title,
            siteName: SITE_NAME,
            published,
            updated: updated && updated !== published ? updated : null,
            url,
          }}
        />
      </div>
      <div id={BACK_MATTER_IDS.sources} className={styles.part}>
        <SourceList
          sources={(article.sources ?? []).map(toSource)}
          noteAnchors
          backHref={(source) => (citedInBody.has(source) ? `#${noteRefId(source)}` : null)}
        />
      </div>
      <TagList tags={article.tags ?? []} tagHref={tagSearchHref} />
    </>
  );
}
