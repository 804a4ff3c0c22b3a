export { PopularTopics, type PopularTopicsProps } from './PopularTopics';
export { defaultPopularTopics } from './topics';
