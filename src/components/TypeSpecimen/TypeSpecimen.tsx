import { forwardRef } from 'react';
import { fontFamilies, fontSizes, fontWeights, lineHeights, typeScale } from '../../../tokens/scale';
import { vars } from '../../../tokens/theme.css';
import * as styles from './TypeSpecimen.css';
import { Stack } from '../Stack';
import { cx } from '../../utils/cx';
import type { RootProps } from '../../utils/rootProps';

type Step = (typeof typeScale)[number];

export interface TypeSpecimenProps extends RootProps<'ul'> {
  /** The steps to show; the whole type scale unless given. */
  steps?: ReadonlyArray<Step>;
  /** The sentence each step is set in. */
  sample?: string;
}

const familyNames: Record<keyof typeof fontFamilies, string> = {
  display: 'Playfair Display',
  body: 'Source Serif 4',
  ui: 'Source Sans 3',
};

function pixels(rem: string) {
  return `${Number.parseFloat(rem) * 16}px`;
}

/** The type scale: each step's name, face, size, weight and line height, set in that style. */
export const TypeSpecimen = forwardRef<HTMLUListElement, TypeSpecimenProps>(function TypeSpecimen({
  steps = typeScale,
  sample = 'We the People of the United States, in Order to form a more perfect Union',
  className,
  ...rest
}, ref) {
  return (
    <Stack as="ul" space="6" ref={ref} {...rest} className={cx(styles.list, className)}>
      {steps.map((step) => (
        <li key={step.name} className={styles.item}>
          <p className={styles.meta}>
            {step.name} · {familyNames[step.family]} {fontWeights[step.weight]} · {pixels(fontSizes[step.token])} /{' '}
            {lineHeights[step.lineHeight]}
          </p>
          <p
            className={styles.sample}
            style={{
              fontFamily: vars.font[step.family],
              fontSize: vars.fontSize[step.token],
              fontWeight: vars.fontWeight[step.weight],
              lineHeight: vars.lineHeight[step.lineHeight],
            }}
          >
            {sample}
          </p>
        </li>
      ))}
    </Stack>
  );
});
