import { articleUrl } from '../data/api';
import type { Article } from '../../common/api';
import { useApiResource } from './useApiResource';

export interface ArticleState {
  status: 'idle' | 'loading' | 'error' | 'loaded';
  article: Article | null;
  error: string | null;
  /** The HTTP status of the last failure (404 shows the not-found page). */
  errorStatus: number | null;
  retry: () => void;
}

/**
 * Product §4, article load: loading -> data or error; a changed slug
 * cancels the previous request; an empty slug fetches nothing. Errors read
 * "HTTP {status}: {body text}" (product §7).
 */
export function useArticle(slug: string | undefined): ArticleState {
  const { data, ...state } = useApiResource<Article>(slug ? articleUrl(slug) : null);
  return { ...state, article: data };
}
