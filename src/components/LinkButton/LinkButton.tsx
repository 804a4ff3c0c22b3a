import { forwardRef } from 'react';
import { warnDeprecated } from '../../utils/warnDeprecated';
import { Button, type ButtonAsLinkProps } from '../Button';

/** Node's `process` as far as this reads it; the package compiles without Node's types. */
declare const process: { env: { NODE_ENV?: string } };

/** Deprecated: `<Button href>` takes the same props. */
export type LinkButtonProps = ButtonAsLinkProps;

/**
 * A link in a button's look. Deprecated: use `<Button href="…">`, which takes
 * the same props (`variant`, `size`, `external`, `messages`). It warns once in
 * development and will be removed in 1.0.
 */
export const LinkButton = forwardRef<HTMLAnchorElement, LinkButtonProps>(function LinkButton(props, ref) {
  // Written out in full so that an app's bundler, which replaces it, drops the warning from production builds.
  if (process.env.NODE_ENV !== 'production') warnDeprecated('LinkButton', 'Use `<Button href="…">`, which takes the same props; LinkButton will be removed in 1.0.');
  return <Button ref={ref} {...props} />;
});
