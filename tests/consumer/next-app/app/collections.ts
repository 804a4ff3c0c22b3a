/** The app's own data: what a server component would read from a database. */
export interface Collection {
  slug: string;
  kicker: string;
  title: string;
  dek: string;
  tags: string[];
  facts: string[];
  /** The story, as Parchment's RichBody document: a paragraph's note cites source 1. */
  body: { sections: { type: string; content: string; notes?: { at: number; source: number }[] }[] };
}

export const sources = [
  { id: 'register', title: 'National Register nomination form', publisher: 'National Park Service', url: 'https://example.org/register', date: '1976-05-04', type: 'primary' as const },
  { id: 'history', title: 'A History of the County', publisher: 'County Press', url: '', date: '1911', type: 'secondary' as const },
];

export const collections: Collection[] = [
  {
    slug: 'courthouse',
    kicker: 'Landmarks',
    title: 'The Old Courthouse',
    dek: 'Built in 1858 of local limestone, it served the county for a century.',
    tags: ['architecture', 'courts & law'],
    facts: ['Completed in 1858', 'Listed on the National Register in 1976'],
    body: { sections: [{ type: 'paragraph', content: 'The courthouse was listed in 1976.', notes: [{ at: 34, source: 1 }] }] },
  },
  {
    slug: 'mill',
    kicker: 'Industry',
    title: 'The Grist Mill',
    dek: 'Water-powered from 1840 until the flood of 1913.',
    tags: ['industry'],
    facts: ['Ground grain for three townships'],
    body: { sections: [{ type: 'paragraph', content: 'The mill ran on the creek.' }] },
  },
  {
    slug: 'schoolhouse',
    kicker: 'Education',
    title: 'The One-Room Schoolhouse',
    dek: 'Forty pupils, eight grades, one teacher.',
    tags: ['education'],
    facts: ['Taught its last class in 1952'],
    body: { sections: [{ type: 'paragraph', content: 'One teacher taught every grade.' }] },
  },
];
