import { articleCardMessages, type ArticleCardMessages } from './messages';
import { formatMessage } from '../../messages/format';
import { forwardRef, version } from 'react';
import { Badge } from '../Badge';
import { Chip } from '../Chip';
import { Link } from '../Link';
import { cleanTags } from '../TagList/TagList';
import { fillTemplate, type HrefTemplate } from '../../utils/hrefTemplate';
import { wideCell } from '../../styles/grid.css';
import * as styles from './ArticleCard.css';
import { type HeadingLevel, headingLevelOf } from '../../utils/headingLevel';
import { cx } from '../../utils/cx';
import type { RootProps } from '../../utils/rootProps';
import { Stack } from '../Stack';
import { Inline } from '../Inline';

/**
 * A first-screen image's high fetch priority. React 19 knows the
 * `fetchPriority` prop; React 18 warns that it does not and leaves it out, but
 * passes the lowercase attribute through as written. ArticleCard and
 * HeroImage each hold this line: shared from a module, it became a chunk of
 * its own on the article route, over that route's JavaScript budget.
 */
const highFetchPriority = Number.parseInt(version, 10) >= 19 ? { fetchPriority: 'high' as const } : { fetchpriority: 'high' };

/** Product §9: cards show at most two tags. */
export const maxCardTags = 2;

export type ArticleCardVariant = 'featured' | 'secondary' | 'rail' | 'compact';

export interface ArticleCardProps extends RootProps<'article', 'title'> {
  /** Its words, over English (see the Translating guide). */
  messages?: Partial<ArticleCardMessages>;
  /** The small label above the title, usually the pillar or section, e.g. "Foundations". */
  kicker: string;
  /** The article's title; clamped to two lines, read in full by screen readers. */
  title: string;
  /** Where the title links, e.g. /articles/monroe-doctrine. */
  href: string;
  /** The one-sentence summary under the title; clamped to two lines. */
  dek: string;
  /** A short label beside the kicker; "Featured" uses the featured tone, anything else the neutral one. */
  badge?: string;
  /** Topic tags; the first two are shown, as links where `tagHref` is given. */
  tags?: ReadonlyArray<string>;
  /** Where a tag links: a template such as `/search?tag={tag}` (the tag URL-encoded), or a function of the tag in client code; without it tags are plain labels. */
  tagHref?: HrefTemplate<string>;
  /** The card image's URL; without it a placeholder of the same 16:9 box is shown. */
  imageSrc?: string;
  /** The image's alternative text; empty (decorative) by default because the title says what the card is. */
  imageAlt?: string;
  /** The image's intrinsic width in pixels, so the browser reserves its box. */
  imageWidth?: number;
  /** The image's intrinsic height in pixels. */
  imageHeight?: number;
  /** featured for the lead story (spans two-thirds of a CardGrid on wide screens), secondary for most cards, rail for category rails, compact for text-only lists. */
  variant?: ArticleCardVariant;
  /** The title's heading level, to fit the page's outline. */
  headingLevel?: HeadingLevel;
  /** @deprecated Use `headingLevel`; `level` is read only when `headingLevel` is not given. */
  level?: HeadingLevel;
  /** Load the image eagerly at high priority: set it on the card that is the page's largest paint. */
  priority?: boolean;
}

/** Product §2: a badge reading Featured is shown in the featured tone. */
function badgeTone(badge: string) {
  return badge.toLowerCase() === 'featured' ? 'featured' : 'neutral';
}

/**
 * An article teaser: image, kicker, linked title, dek and up to two tag links.
 * Only the title and the tags are links (not the whole card), so a screen
 * reader's list of links reads each title once, and the tags stay reachable.
 */
export const ArticleCard = forwardRef<HTMLElement, ArticleCardProps>(function ArticleCard({
  kicker,
  title,
  href,
  dek,
  badge,
  tags,
  tagHref,
  imageSrc,
  imageAlt = '',
  imageWidth = 1200,
  imageHeight = 675,
  variant = 'secondary',
  headingLevel,
  level,
  priority = false,
  messages,
  className,
  ...rest
}, ref) {
  const words = { ...articleCardMessages, ...messages };
  const Heading = `h${headingLevelOf('ArticleCard', headingLevel, level, 3)}` as const;
  const shownTags = cleanTags(tags).slice(0, maxCardTags);
  const badgeText = badge?.trim();

  return (
    <Stack as="article" ref={ref} {...rest} className={cx(styles.card, variant === 'featured' && wideCell, className)} data-card-variant={variant}>
      {variant === 'compact' ? null : (
        <div className={variant === 'featured' ? `${styles.media} ${styles.featuredMedia}` : styles.media}>
          {imageSrc ? (
            <img
              className={styles.image}
              src={imageSrc}
              alt={imageAlt}
              width={imageWidth}
              height={imageHeight}
              loading={priority ? 'eager' : 'lazy'}
              {...(priority ? highFetchPriority : undefined)}
              decoding="async"
            />
          ) : (
            <div className={styles.placeholder} aria-hidden="true">
              <svg className={styles.placeholderIcon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5">
                <path d="M3 21h18M4 18h16M5 18V9m4 9V9m6 9V9m4 9V9M3 8l9-5 9 5H3z" strokeLinejoin="round" />
              </svg>
            </div>
          )}
        </div>
      )}
      <Stack space={variant === 'featured' ? '3' : '2'} className={cx(styles.body, styles.bodyVariant[variant])}>
        <Stack space="1" align="left">
          {badgeText ? <Badge tone={badgeTone(badgeText)}>{badgeText}</Badge> : null}
          <p className={styles.kicker}>{kicker}</p>
        </Stack>
        <Heading className={`${styles.title} ${styles.titleVariant[variant]}`}>
          <Link href={href} className={styles.titleLink}>
            <span className={styles.clamp}>{title}</span>
          </Link>
        </Heading>
        <p className={`${styles.dek} ${styles.dekVariant[variant]}`}>{dek}</p>
        {shownTags.length > 0 ? (
          <Inline as="ul" space="2" className={styles.tags} aria-label={words.tags}>
            {shownTags.map((tag) => (
              <li key={tag}>
                <Chip href={tagHref ? fillTemplate(tagHref, 'tag', tag) : undefined} aria-label={tagHref ? formatMessage(words.tag, { tag }) : undefined}>
                  {tag}
                </Chip>
              </li>
            ))}
          </Inline>
        ) : null}
      </Stack>
    </Stack>
  );
});
