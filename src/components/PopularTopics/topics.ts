// Apart from PopularTopics, a client component, so that server code can read it.
/** Product §2, search: the topics offered when the search box is empty. */
export const defaultPopularTopics = ['Constitution', 'Founding Fathers', 'Civil Rights', 'American Revolution', 'Civil War'] as const;
