import { colorSwatchMessages, type ColorSwatchMessages } from './messages';
import { formatMessage } from '../../messages/format';
import type { ContrastBadgeMessages } from '../ContrastBadge/messages';
import { forwardRef, type ReactNode } from 'react';
import { contrastRatio } from '../../../tokens/contrast';
import { brandColours } from '../../../tokens/palette';
import { ContrastBadge } from '../ContrastBadge';
import * as styles from './ColorSwatch.css';
import { cx } from '../../utils/cx';
import type { RootProps } from '../../utils/rootProps';
import { Stack } from '../Stack';

export interface ColorSwatchProps extends RootProps<'figure', 'color'> {
  /** Its words, over English (see the Translating guide). */
  messages?: Partial<ColorSwatchMessages>;
  /** The grades' words, for its contrast badges. */
  contrastMessages?: Partial<ContrastBadgeMessages>;
  /** The colour's brand name, e.g. "parchment". */
  name: string;
  /** The colour as `#RRGGBB`. */
  value: string;
  /** One line on where the colour is used. */
  usage?: ReactNode;
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
  contrastMessages,
  messages,
  className,
  ...rest
}, ref) {
  const words = { ...colorSwatchMessages, ...messages };
  return (
    <Stack as="figure" ref={ref} {...rest} className={cx(styles.swatch, className)} aria-labelledby={`swatch-${name}`}>
      <div className={styles.chip} style={{ backgroundColor: value }} aria-hidden="true" />
      <Stack space="2" className={styles.body}>
        <figcaption>
          <p id={`swatch-${name}`} className={styles.name}>
            {name}
          </p>
          <code className={styles.value}>{value.toUpperCase()}</code>
        </figcaption>
        {usage ? <p className={styles.usage}>{usage}</p> : null}
        <dl className={styles.ratios}>
          <dt className={styles.term}>{words.onParchment}</dt>
          <dd className={styles.detail}>
            <ContrastBadge ratio={contrastRatio(value, parchment)} context={formatMessage(words.onParchmentContext, { name })} messages={contrastMessages} />
          </dd>
          <dt className={styles.term}>{words.onInk}</dt>
          <dd className={styles.detail}>
            <ContrastBadge ratio={contrastRatio(value, ink)} context={formatMessage(words.onInkContext, { name })} messages={contrastMessages} />
          </dd>
        </dl>
      </Stack>
    </Stack>
  );
});
