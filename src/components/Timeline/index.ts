export { Timeline, type TimelineEvent, type TimelineNote, type TimelineProps } from './Timeline';
