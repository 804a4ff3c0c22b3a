import { forwardRef } from 'react';
import { contrastRatio } from '../../../tokens/contrast';
import { brandColours } from '../../../tokens/palette';
import { ContrastBadge } from '../ContrastBadge';
import * as styles from './ColorSwatch.css';
import { cx } from '../../utils/cx';
import type { RootProps } from '../../utils/rootProps';

export interface ColorSwatchProps extends RootProps<'figure', 'color'> {
  /** The colour's brand name, e.g. "parchment". */
  name: string;
  /** The colour as `#RRGGBB`. */
  value: string;
  /** One line on where the colour is used. */
  usage?: string;
  /** The light surface to measure against; the brand's parchment unless given. */
  parchment?: string;
  /** The dark surface to measure against; the brand's ink unless given. */
  ink?: string;
}

/** A named colour with its contrast against the parchment and ink surfaces, each graded AA, AAA or Fail. */
export const ColorSwatch = forwardRef<HTMLElement, ColorSwatchProps>(function ColorSwatch({
  name,
  value,
  usage,
  parchment = brandColours.parchment,
  ink = brandColours.ink,
  className,
  ...rest
}, ref) {
  return (
    <figure ref={ref} {...rest} className={cx(styles.swatch, className)} aria-labelledby={`swatch-${name}`}>
      <div className={styles.chip} style={{ backgroundColor: value }} aria-hidden="true" />
      <div className={styles.body}>
        <figcaption>
          <p id={`swatch-${name}`} className={styles.name}>
            {name}
          </p>
          <code className={styles.value}>{value.toUpperCase()}</code>
        </figcaption>
        {usage ? <p className={styles.usage}>{usage}</p> : null}
        <dl className={styles.ratios}>
          <dt className={styles.term}>On parchment</dt>
          <dd className={styles.detail}>
            <ContrastBadge ratio={contrastRatio(value, parchment)} context={`${name} on parchment`} />
          </dd>
          <dt className={styles.term}>On ink</dt>
          <dd className={styles.detail}>
            <ContrastBadge ratio={contrastRatio(value, ink)} context={`${name} on ink`} />
          </dd>
        </dl>
      </div>
    </figure>
  );
});
