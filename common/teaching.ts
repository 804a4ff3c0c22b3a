/**
 * What an article supports in a classroom, written once: the categories of
 * the C3 Framework's Dimension 2 ("Applying Disciplinary Concepts and
 * Tools", National Council for the Social Studies, 2013) and the foundational
 * documents and Supreme Court cases the College Board requires in AP U.S.
 * Government and Politics. An article names them in its front matter
 * (`classroom.c3`, `classroom.ap`; server/content/README.md), the archive
 * loader refuses any other value, and the article's "For teachers" part
 * shows their labels.
 *
 * Kept apart from common/taxonomy.ts, which the header loads with every page.
 */

/** One category of C3 Dimension 2, under its discipline. */
export interface C3Category {
  readonly value: string;
  readonly discipline: 'Civics' | 'Economics' | 'Geography' | 'History';
  readonly category: string;
}

export const C3_CATEGORIES = [
  { value: 'civic-institutions', discipline: 'Civics', category: 'Civic and Political Institutions' },
  { value: 'participation', discipline: 'Civics', category: 'Participation and Deliberation' },
  { value: 'processes-rules-laws', discipline: 'Civics', category: 'Processes, Rules, and Laws' },
  { value: 'economic-decisions', discipline: 'Economics', category: 'Economic Decision Making' },
  { value: 'exchange-markets', discipline: 'Economics', category: 'Exchange and Markets' },
  { value: 'national-economy', discipline: 'Economics', category: 'The National Economy' },
  { value: 'global-economy', discipline: 'Economics', category: 'The Global Economy' },
  { value: 'geographic-representations', discipline: 'Geography', category: 'Geographic Representations' },
  { value: 'human-environment', discipline: 'Geography', category: 'Human-Environment Interaction' },
  { value: 'human-population', discipline: 'Geography', category: 'Human Population' },
  { value: 'global-interconnections', discipline: 'Geography', category: 'Global Interconnections' },
  { value: 'change-continuity', discipline: 'History', category: 'Change, Continuity, and Context' },
  { value: 'perspectives', discipline: 'History', category: 'Perspectives' },
  { value: 'historical-sources', discipline: 'History', category: 'Historical Sources and Evidence' },
  { value: 'causation-argumentation', discipline: 'History', category: 'Causation and Argumentation' },
] as const satisfies readonly C3Category[];

export type C3Value = (typeof C3_CATEGORIES)[number]['value'];

/** A required document or case of AP U.S. Government and Politics; `named` is how an article's text names it. */
export interface ApRequirement {
  readonly value: string;
  readonly kind: 'document' | 'case';
  readonly label: string;
  readonly named: string;
}

export const AP_GOV_REQUIRED = [
  { value: 'declaration-of-independence', kind: 'document', label: 'The Declaration of Independence', named: 'Declaration of Independence' },
  { value: 'articles-of-confederation', kind: 'document', label: 'The Articles of Confederation', named: 'Articles of Confederation' },
  { value: 'federalist-10', kind: 'document', label: 'Federalist No. 10', named: 'Federalist No. 10' },
  { value: 'brutus-1', kind: 'document', label: 'Brutus No. 1', named: 'Brutus' },
  { value: 'federalist-51', kind: 'document', label: 'Federalist No. 51', named: 'Federalist No. 51' },
  { value: 'constitution', kind: 'document', label: 'The Constitution of the United States', named: 'Constitution' },
  { value: 'federalist-70', kind: 'document', label: 'Federalist No. 70', named: 'Federalist No. 70' },
  { value: 'federalist-78', kind: 'document', label: 'Federalist No. 78', named: 'Federalist No. 78' },
  { value: 'letter-from-birmingham-jail', kind: 'document', label: '"Letter from Birmingham Jail"', named: 'Letter from Birmingham Jail' },
  { value: 'marbury-v-madison', kind: 'case', label: 'Marbury v. Madison (1803)', named: 'Marbury v. Madison' },
  { value: 'mcculloch-v-maryland', kind: 'case', label: 'McCulloch v. Maryland (1819)', named: 'McCulloch v. Maryland' },
  { value: 'schenck-v-united-states', kind: 'case', label: 'Schenck v. United States (1919)', named: 'Schenck v. United States' },
  { value: 'brown-v-board-of-education', kind: 'case', label: 'Brown v. Board of Education (1954)', named: 'Brown v. Board' },
  { value: 'baker-v-carr', kind: 'case', label: 'Baker v. Carr (1962)', named: 'Baker v. Carr' },
  { value: 'engel-v-vitale', kind: 'case', label: 'Engel v. Vitale (1962)', named: 'Engel v. Vitale' },
  { value: 'gideon-v-wainwright', kind: 'case', label: 'Gideon v. Wainwright (1963)', named: 'Gideon v. Wainwright' },
  { value: 'tinker-v-des-moines', kind: 'case', label: 'Tinker v. Des Moines (1969)', named: 'Tinker v. Des Moines' },
  { value: 'new-york-times-v-united-states', kind: 'case', label: 'New York Times Co. v. United States (1971)', named: 'New York Times Co. v. United States' },
  { value: 'wisconsin-v-yoder', kind: 'case', label: 'Wisconsin v. Yoder (1972)', named: 'Wisconsin v. Yoder' },
  { value: 'roe-v-wade', kind: 'case', label: 'Roe v. Wade (1973)', named: 'Roe v. Wade' },
  { value: 'shaw-v-reno', kind: 'case', label: 'Shaw v. Reno (1993)', named: 'Shaw v. Reno' },
  { value: 'united-states-v-lopez', kind: 'case', label: 'United States v. Lopez (1995)', named: 'United States v. Lopez' },
  { value: 'mcdonald-v-chicago', kind: 'case', label: 'McDonald v. Chicago (2010)', named: 'McDonald v. City of Chicago' },
  { value: 'citizens-united-v-fec', kind: 'case', label: 'Citizens United v. FEC (2010)', named: 'Citizens United' },
] as const satisfies readonly ApRequirement[];

export type ApValue = (typeof AP_GOV_REQUIRED)[number]['value'];

/** The categories' words for a reader, one discipline at a time: "Civics: Processes, Rules, and Laws". */
export function c3Label(value: string): string | undefined {
  const found = C3_CATEGORIES.find((entry) => entry.value === value);
  return found ? `${found.discipline}: ${found.category}` : undefined;
}

export function apLabel(value: string): string | undefined {
  return AP_GOV_REQUIRED.find((entry) => entry.value === value)?.label;
}
