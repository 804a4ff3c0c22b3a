export { AccountCard, type AccountCardProps } from './AccountCard';
