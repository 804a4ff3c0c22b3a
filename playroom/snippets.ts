/**
 * Ready-made pieces for the playroom's snippet picker, grouped by the
 * library's layers. Each is real JSX a designer edits in place; the stories
 * in Storybook show every state of each component.
 */
interface Snippet {
  group: string;
  name: string;
  description?: string;
  code: string;
}

export default [
  {
    group: 'Primitives',
    name: 'Stack',
    description: 'Blocks one under another',
    code: `<Stack space="4">
  <p>First</p>
  <p>Second</p>
</Stack>`,
  },
  {
    group: 'Primitives',
    name: 'Inline',
    description: 'Items in a wrapping row',
    code: `<Inline space="2">
  <Badge>Primary source</Badge>
  <Chip>civil rights</Chip>
</Inline>`,
  },
  {
    group: 'Primitives',
    name: 'Columns',
    description: 'Two thirds and one third, stacked on phones',
    code: `<Columns space="6" collapseBelow="tablet">
  <Column width="2/3">
    <p>The main text.</p>
  </Column>
  <Column width="1/3">
    <KeyFacts facts={['Ratified: 1791']} />
  </Column>
</Columns>`,
  },
  {
    group: 'Primitives',
    name: 'Button',
    code: `<Inline space="2">
  <Button>Primary</Button>
  <Button variant="secondary">Secondary</Button>
  <Button href="/about">A link in a button's look</Button>
</Inline>`,
  },
  {
    group: 'Forms',
    name: 'TextField',
    description: 'With a hint',
    code: `<TextField label="Email address" hint="We only use it to send the sign-in link." type="email" />`,
  },
  {
    group: 'Forms',
    name: 'TextField',
    description: 'With an error',
    code: `<TextField label="Email address" error="Enter an email address, like name@example.com" type="email" />`,
  },
  {
    group: 'Forms',
    name: 'Radios',
    code: `<Radios
  legend="Which branch makes the laws?"
  name="branch"
  items={[
    { value: 'legislative', label: 'Legislative' },
    { value: 'executive', label: 'Executive' },
    { value: 'judicial', label: 'Judicial' },
  ]}
/>`,
  },
  {
    group: 'Forms',
    name: 'ErrorSummary',
    code: `<ErrorSummary errors={[{ target: 'email', text: 'Enter an email address' }]} takeFocus={false} />`,
  },
  {
    group: 'Components',
    name: 'PageHeader',
    code: `<PageHeader title="Foundations" intro="The documents and ideas the republic was built on." />`,
  },
  {
    group: 'Components',
    name: 'Breadcrumbs',
    code: `<Breadcrumbs items={[{ label: 'Foundations', href: '/foundations' }, { label: 'The Bill of Rights' }]} />`,
  },
  {
    group: 'Components',
    name: 'ArticleCard',
    code: `<ArticleCard
  kicker="Foundations"
  title="The Bill of Rights"
  dek="Ten amendments that protect speech, worship and a fair trial."
  href="/articles/bill-of-rights"
  tags={['constitution', 'civil rights']}
/>`,
  },
  {
    group: 'Components',
    name: 'CardGrid',
    description: 'Three cards',
    code: `<CardGrid>
  <ArticleCard kicker="Foundations" title="The Constitution" dek="How the framers divided power." href="#" />
  <ArticleCard kicker="People" title="Frederick Douglass" dek="From slavery to the lectern." href="#" />
  <ArticleCard kicker="Landmarks" title="Ellis Island" dek="The gateway for twelve million." href="#" />
</CardGrid>`,
  },
  {
    group: 'Components',
    name: 'DataTable',
    description: 'Sortable, cards on phones',
    code: `<DataTable
  caption="States by date of admission"
  rowKey="name"
  rows={[
    { name: 'Delaware', admitted: 1787, capital: 'Dover' },
    { name: 'Ohio', admitted: 1803, capital: 'Columbus' },
    { name: 'Hawaii', admitted: 1959, capital: 'Honolulu' },
  ]}
  columns={[
    { id: 'name', header: 'State', rowHeader: true, cell: (s) => s.name, sortValue: (s) => s.name },
    { id: 'capital', header: 'Capital', cell: (s) => s.capital },
    { id: 'admitted', header: 'Admitted', align: 'end', cell: (s) => s.admitted, sortValue: (s) => s.admitted },
  ]}
/>`,
  },
  {
    group: 'Components',
    name: 'EmptyState',
    code: `<EmptyState message="No articles match these filters." />`,
  },
  {
    group: 'Editorial patterns',
    name: 'KeyFacts',
    code: `<KeyFacts facts={['Proposed: September 25, 1789', 'Ratified: December 15, 1791', 'Amendments: 10']} />`,
  },
  {
    group: 'Editorial patterns',
    name: 'QuoteBlock',
    code: `<QuoteBlock quote="Congress shall make no law respecting an establishment of religion." attribution="First Amendment" />`,
  },
] satisfies Snippet[];
