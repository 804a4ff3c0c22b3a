/**
 * WCAG 2.2 AA on every route of product §2 and the 404 page at 375 px, where the header folds its navigation behind Menu
 * (product §2, Accessibility Statement: WCAG 2.2 AA and 4.5:1 contrast), in
 * both themes: tests/e2e/support/route-axe.ts says which rules run in which.
 */
import { describeEveryRoute } from './support/route-axe';

describeEveryRoute(375);
