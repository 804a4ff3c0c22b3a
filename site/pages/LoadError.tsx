/**
 * Product §8: a public page's error state as the server renders it, the
 * message with Retry. The page runs no script of its own (it is hydrated
 * island by island), so Retry is a link to the page itself: following it,
 * the server asks the API again.
 */
import { useLocation } from 'react-router';
import { ErrorState } from '../../src';

export function LoadError({ message }: { message: string }) {
  const { pathname, search } = useLocation();
  return <ErrorState message={message} retryHref={pathname + search} />;
}
