import { forwardRef, useId, type ReactNode } from 'react';
import { formatMessage } from '../../messages/format';
import { timelineMessages, type TimelineMessages } from './messages';
import { formatPartialDate } from '../../utils/date';
import { Link } from '../Link';
import * as styles from './Timeline.css';
import type { HeadingLevel } from '../../utils/headingLevel';
import { cx } from '../../utils/cx';
import type { RootProps } from '../../utils/rootProps';
import { Stack } from '../Stack';

/** A numbered reference from an event to one of the article's sources. */
export interface TimelineNote {
  /** The source's number in the article's source list, shown as a superscript. */
  number: number;
  /** Where the source is listed or published, e.g. `#source-3`. */
  href: string;
  /** The link's accessible name; "Source {number}" when absent. Keep the number in it, as it is what sighted readers see. */
  label?: string;
}

/** One dated event. */
export interface TimelineEvent {
  /** "YYYY", "YYYY-MM" or "YYYY-MM-DD", shown as "1954", "May 1954" or "May 17, 1954"; anything else is shown as written. */
  date: string;
  /** What happened, in a few words. */
  title: string;
  /** A sentence or two on why it matters. */
  text?: string;
  /** The source the event is cited from. */
  note?: TimelineNote;
}

export interface TimelineProps extends RootProps<'section', 'title'> {
  /** The events, in the order to read them (oldest first). */
  events: ReadonlyArray<TimelineEvent>;
  /** A heading for the timeline; without one it is a bare list, introduced by the text around it. */
  title?: ReactNode;
  /** The heading's level, to fit the page's outline. */
  headingLevel?: HeadingLevel;
  /** Its words, over English (see the Translating guide). */
  messages?: Partial<TimelineMessages>;
  /** The locale dates are written in. @default "en-US" */
  locale?: string;
}

function EventDate({ value, locale }: { value: string; locale?: string }) {
  const text = formatPartialDate(value, locale);
  // Only a date a machine can read goes in <time>; "c. 1619" stays plain text.
  if (!text) return <span className={styles.date}>{value}</span>;
  return (
    <time dateTime={value.trim()} className={styles.date}>
      {text}
    </time>
  );
}

/**
 * Dated events in order, joined by a vertical rule: an ordered list, since
 * the order is the point. An event's citation is a superscript number
 * linking to its source, named "Source N" for screen readers, who would
 * otherwise hear a bare number. No event is split across printed pages.
 * Renders nothing without events.
 */
export const Timeline = forwardRef<HTMLElement, TimelineProps>(function Timeline({ events, title, headingLevel = 2, messages, locale, className, ...rest }, ref) {
  const words = { ...timelineMessages, ...messages };
  const headingId = useId();
  if (events.length === 0) return null;
  const list = (
    <Stack as="ol" space="6" className={styles.list}>
      {events.map((event, index) => (
        <li key={`${event.date}-${index}`} className={styles.event}>
          <EventDate value={event.date} locale={locale} />
          <p className={styles.title}>
            {event.title}
            {event.note ? (
              <sup className={styles.note}>
                <Link href={event.note.href} aria-label={event.note.label || formatMessage(words.source, { number: event.note.number }, locale)} className={styles.noteLink}>
                  {event.note.number}
                </Link>
              </sup>
            ) : null}
          </p>
          {event.text ? <p className={styles.text}>{event.text}</p> : null}
        </li>
      ))}
    </Stack>
  );
  if (!title) return list;
  const Heading = `h${headingLevel}` as const;
  return (
    <section ref={ref} aria-labelledby={headingId} {...rest} className={cx(styles.section, className)}>
      <Heading id={headingId} className={styles.heading}>
        {title}
      </Heading>
      {list}
    </section>
  );
});
