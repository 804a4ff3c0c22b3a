/**
 * The admin pages' first state, while the browser reads the session. The
 * session lives in the browser, so the server can render no more than this;
 * where scripts do not run, "Loading..." would wait for ever, so the page says
 * instead that the admin area needs JavaScript.
 */
import { LoadingState } from '../../../src';
import * as styles from './SessionLoading.css';

export function SessionLoading() {
  return (
    <>
      {/* A wrapper of its own: on the loading state itself, the rule competed with the state's own display, and which won depended on the order of the inlined stylesheets. */}
      <div className={styles.withScript}>
        <LoadingState message="Loading..." />
      </div>
      <noscript>
        <p className={styles.needsScript}>
          The admin area needs JavaScript: signing in and checking your access happen in your browser. Turn JavaScript on, then
          reload this page.
        </p>
      </noscript>
    </>
  );
}
