import { PageHeader } from '../../../src';

/** Loaded only on /admin/articles. */
export default function AdminArticlesPage() {
  return <PageHeader title="Articles Manager" intro="Read-only view of published articles" />;
}
