import { PageHeader } from '../../../src';

/** Loaded only on /admin, so public pages never download the auth client. */
export default function AdminPage() {
  return <PageHeader title="Admin" />;
}
