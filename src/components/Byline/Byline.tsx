import { around, formatMessage, type Message } from '../../messages/format';
import { bylineMessages, type BylineMessages } from './messages';
import { forwardRef } from 'react';
import { formatLongDate, isoDateOnly } from '../../utils/date';
import { Link } from '../Link';
import { ShareButton } from '../ShareButton';
import * as styles from './Byline.css';
import { cx } from '../../utils/cx';
import type { RootProps } from '../../utils/rootProps';
import { Stack } from '../Stack';

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
  /** Its words, over English (see the Translating guide). */
  messages?: Partial<BylineMessages>;
  /** The locale dates are written in. @default "en-US" */
  locale?: string;
}

/** Product §1: a byline shows read time in minutes; a fraction rounds, and it is never under one minute. */
export function readTimeLabel(minutes: number, message: Message = bylineMessages.readTime, locale?: string): string {
  if (!Number.isFinite(minutes)) return '';
  return formatMessage(message, { count: Math.max(1, Math.round(minutes)) }, locale);
}

function Person({ name, href }: { name: string; href?: string }) {
  return href ? <Link href={href}>{name}</Link> : <>{name}</>;
}

function DateLine({ message, value, locale }: { message: string; value: string; locale?: string }) {
  const text = formatLongDate(value, locale);
  if (!text) return null;
  const [before, after] = around(message, 'date');
  return (
    <span className={styles.item}>
      {before}
      <time dateTime={isoDateOnly(value)}>{text}</time>
      {after}
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
  messages,
  locale,
  className,
  ...rest
}, ref) {
  const words = { ...bylineMessages, ...messages };
  const [beforeAuthor, afterAuthor] = around(words.by, 'author');
  const [beforeReviewer, afterReviewer] = around(words.reviewedBy, 'reviewer');
  const showUpdated = Boolean(updatedDate) && isoDateOnly(updatedDate) !== isoDateOnly(publishedDate);
  const readTimeText = readTimeLabel(readTime, words.readTime, locale);
  return (
    <div ref={ref} {...rest} className={cx(styles.byline, className)}>
      <Stack space="1">
        <p className={styles.author}>
          {beforeAuthor}
          <Person name={authorName} href={authorBioUrl} />
          {afterAuthor}
        </p>
        <p className={styles.details}>
          <DateLine message={words.published} value={publishedDate} locale={locale} />
          {showUpdated && updatedDate ? <DateLine message={words.updated} value={updatedDate} locale={locale} /> : null}
          {reviewedDate ? <DateLine message={words.reviewed} value={reviewedDate} locale={locale} /> : null}
          {readTimeText ? <span className={styles.item}>{readTimeText}</span> : null}
        </p>
        {reviewerName ? (
          <p className={styles.reviewer}>
            {beforeReviewer}
            <Person name={reviewerName} href={reviewerBioUrl} />
            {afterReviewer}
          </p>
        ) : null}
      </Stack>
      <ShareButton url={shareUrl} title={shareTitle} />
    </div>
  );
});
