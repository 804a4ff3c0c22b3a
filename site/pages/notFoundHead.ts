import type { PageHead } from '../head';

/** Product §2, 404: the head of the not-found page, status 404 (kept apart so pages can name it without loading the page). */
export function notFoundHead(path: string): PageHead {
  return {
    title: 'Page not found',
    description: 'The page you asked for is not here. Return to the home page to keep reading.',
    path,
    status: 404,
  };
}
