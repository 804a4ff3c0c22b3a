/** What the two admin pages share: their heads (the same values routes.tsx gives the server), and signing out. */
import type { SupabaseClient } from '@supabase/supabase-js';
import { DEFAULT_DESCRIPTION, type PageHead } from '../../head';
import { acknowledgeSessionEnded, signOut } from '../../auth/session';

export const adminHomeHead: PageHead = { title: 'Admin', description: DEFAULT_DESCRIPTION, path: '/admin' };
export const adminArticlesHead: PageHead = { title: 'Articles Manager', description: DEFAULT_DESCRIPTION, path: '/admin/articles' };

/**
 * Signs out, then puts keyboard focus on the main region: the button that was
 * pressed is gone, and the reader should land where the new view starts.
 */
export async function signOutAndRefocus(client: SupabaseClient): Promise<void> {
  await signOut(client);
  document.getElementById('main')?.focus();
}

/**
 * Sign in after an ended session: the notice gives way to the sign-in panel,
 * and focus goes to the main region where the panel starts (the button that
 * was pressed is gone).
 */
export function signInAgain(): void {
  acknowledgeSessionEnded();
  document.getElementById('main')?.focus();
}
