/**
 * The raised panel the admin screens are built of (AccountCard,
 * AdminToolsCard, SignInPanel): a bordered box on the raised surface. Each
 * renders it as a Stack (space 4) for its children, and imports the look from
 * here rather than from another component's styles.
 */
import { style, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';

/** The frame, to spread into a component's own style with its sizing. */
export const panelFrame: StyleRule = {
  padding: vars.space['6'],
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.lg,
};

/** A card in the admin home's row of cards: the frame, shrinking with its column. */
export const card = style({ ...panelFrame, minWidth: 0 });

/** A card's heading. */
export const cardHeading = style({ margin: 0, fontSize: vars.fontSize.xl });
