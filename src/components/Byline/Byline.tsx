import { forwardRef } from 'react';
import { formatUsDate, isoDateOnly } from '../../utils/date';
import { Link } from '../Link';
import { ShareButton } from '../ShareButton';
import * as styles from './Byline.css';
import { cx } from '../../utils/cx';
import type { RootProps } from '../../utils/rootProps';

export interface BylineProps extends RootProps<'div'> {
  /** The author's name. */
  authorName: string;
  /** The author's bio page; the name links to it when given. */
  authorBioUrl?: string;
  /** When the article was published: an ISO date or date-time. */
  publishedDate: string;
  /** When it was last updated (ISO); shown only when it is a different day from publication. */
  updatedDate?: string;
  /** When an editor last checked it against its sources (ISO), shown as "Last reviewed …"; not an update, as no text changed. */
  reviewedDate?: string;
  /** Reading time in minutes, shown as "N min read". */
  readTime: number;
  /** The editor who reviewed the article, shown as "Reviewed by …". */
  reviewerName?: string;
  /** The reviewer's bio page; the reviewer's name links to it when given. */
  reviewerBioUrl?: string;
  /** The article's address, for the share button. */
  shareUrl: string;
  /** The article's title, for the share button. */
  shareTitle: string;
}

/** Product §1: a byline shows read time in minutes; a fraction rounds, and it is never under one minute. */
export function readTimeLabel(minutes: number): string {
  if (!Number.isFinite(minutes)) return '';
  return `${Math.max(1, Math.round(minutes))} min read`;
}

function Person({ name, href }: { name: string; href?: string }) {
  return href ? <Link href={href}>{name}</Link> : <>{name}</>;
}

function DateLine({ label, value }: { label: string; value: string }) {
  const text = formatUsDate(value);
  if (!text) return null;
  return (
    <span className={styles.item}>
      {label} <time dateTime={isoDateOnly(value)}>{text}</time>
    </span>
  );
}

/** Who wrote and reviewed an article, when it was published, updated and last reviewed, how long it takes to read, and a share button. */
export const Byline = forwardRef<HTMLDivElement, BylineProps>(function Byline({
  authorName,
  authorBioUrl,
  publishedDate,
  updatedDate,
  reviewedDate,
  readTime,
  reviewerName,
  reviewerBioUrl,
  shareUrl,
  shareTitle,
  className,
  ...rest
}, ref) {
  const showUpdated = Boolean(updatedDate) && isoDateOnly(updatedDate) !== isoDateOnly(publishedDate);
  const readTimeText = readTimeLabel(readTime);
  return (
    <div ref={ref} {...rest} className={cx(styles.byline, className)}>
      <div className={styles.text}>
        <p className={styles.author}>
          By <Person name={authorName} href={authorBioUrl} />
        </p>
        <p className={styles.details}>
          <DateLine label="Published" value={publishedDate} />
          {showUpdated && updatedDate ? <DateLine label="Updated" value={updatedDate} /> : null}
          {reviewedDate ? <DateLine label="Last reviewed" value={reviewedDate} /> : null}
          {readTimeText ? <span className={styles.item}>{readTimeText}</span> : null}
        </p>
        {reviewerName ? (
          <p className={styles.reviewer}>
            Reviewed by <Person name={reviewerName} href={reviewerBioUrl} />
          </p>
        ) : null}
      </div>
      <ShareButton url={shareUrl} title={shareTitle} />
    </div>
  );
});
