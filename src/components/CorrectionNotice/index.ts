export { CorrectionNotice, type Correction, type CorrectionNoticeProps } from './CorrectionNotice';
