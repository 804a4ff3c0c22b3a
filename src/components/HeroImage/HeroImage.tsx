import { forwardRef, version } from 'react';
import * as styles from './HeroImage.css';
import { cx } from '../../utils/cx';
import type { RootProps } from '../../utils/rootProps';

/**
 * A first-screen image's high fetch priority. React 19 knows the
 * `fetchPriority` prop; React 18 warns that it does not and leaves it out, but
 * passes the lowercase attribute through as written. ArticleCard and
 * HeroImage each hold this line: shared from a module, it became a chunk of
 * its own on the article route, over that route's JavaScript budget.
 */
const highFetchPriority = Number.parseInt(version, 10) >= 19 ? { fetchPriority: 'high' as const } : { fetchpriority: 'high' };

export interface HeroImageProps extends RootProps<'figure'> {
  /** The image's URL; without it the alt text is shown in a box of the same shape. */
  src?: string;
  /** What the image shows; also its caption. */
  alt: string;
  /** The image's intrinsic width in pixels, so its box is reserved before it loads. */
  width: number;
  /** The image's intrinsic height in pixels. */
  height: number;
  /** Load eagerly at high priority: set it when the hero is the page's largest paint (LCP). */
  priority?: boolean;
}

/**
 * An article's lead image with its caption. Width and height (or, without an
 * image, the same aspect ratio) reserve the space, so nothing shifts when it
 * loads (product §9: CLS under 0.1).
 */
export const HeroImage = forwardRef<HTMLElement, HeroImageProps>(function HeroImage({ src, alt, width, height, priority = false, className, ...rest }, ref) {
  const aspectRatio = `${width} / ${height}`;
  if (!src) {
    // The alt text is the caption here: shown once, inside the reserved box.
    return (
      <figure ref={ref} {...rest} className={cx(styles.figure, styles.placeholder, className)} style={{ ...rest.style, aspectRatio }}>
        <figcaption className={styles.placeholderText}>{alt}</figcaption>
      </figure>
    );
  }
  return (
    <figure ref={ref} {...rest} className={cx(styles.figure, className)}>
      <img
        className={styles.image}
        src={src}
        alt={alt}
        width={width}
        height={height}
        style={{ aspectRatio }}
        loading={priority ? 'eager' : 'lazy'}
        {...(priority ? highFetchPriority : undefined)}
        decoding={priority ? 'sync' : 'async'}
      />
      {alt ? <figcaption className={styles.caption}>{alt}</figcaption> : null}
    </figure>
  );
});
