export { ContrastBadge, type ContrastBadgeProps } from './ContrastBadge';
