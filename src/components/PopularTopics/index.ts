export { PopularTopics, defaultPopularTopics, type PopularTopicsProps } from './PopularTopics';
