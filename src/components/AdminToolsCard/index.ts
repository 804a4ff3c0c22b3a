export { AdminToolsCard, type AdminToolsCardProps } from './AdminToolsCard';
