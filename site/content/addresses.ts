/**
 * Product §2, other link targets: one address per article. An article lives
 * at /articles/{slug} only; the older readable addresses /{pillar}/{slug}
 * answer a permanent redirect, either to that article or, when the last
 * segment is one of the pillar's topic words (/foundations/documents,
 * /civic-life/voting), to the pillar filtered to that topic. The rule is a
 * pure function of the address so that the server (301) and the browser
 * (<Navigate replace>) agree; whether the article exists is the server's
 * separate check (an unknown slug gets the 404 page, not a redirect to one).
 */
import { canonicalArticlePath } from './links';
import type { PillarSlug } from './pillars';
import { ALIAS_PREFIXES, type AliasPrefix } from './aliasPrefixes';

/** The prefixes whose /{prefix}/{slug} addresses redirect (site/routes.tsx routes them to the alias page). */
export { ALIAS_PREFIXES, type AliasPrefix };

/**
 * Each pillar's topic filters (site/content/pillars.ts) and the words a reader
 * or an old link may use for them: the plural, the singular and common
 * synonyms. Features has no topic filters, so every /features/{slug} is an
 * article address (dedicated pages such as /features/explainer-sample have
 * their own routes, which win).
 */
const TOPIC_WORDS: Record<AliasPrefix, Record<string, readonly string[]>> = {
  foundations: {
    documents: ['documents', 'document', 'founding-documents'],
    concepts: ['concepts', 'concept', 'ideas', 'principles'],
    amendments: ['amendments', 'amendment'],
  },
  'civic-life': {
    elections: ['elections', 'election', 'voting', 'vote', 'votes'],
    legislation: ['legislation', 'laws', 'law', 'lawmaking'],
    rights: ['rights', 'right'],
  },
  people: {
    'founding-era': ['founding-era', 'founding', 'founders', 'founder'],
    'civil-rights': ['civil-rights', 'civil-right'],
    'modern-era': ['modern-era', 'modern'],
  },
  landmarks: {
    monuments: ['monuments', 'monument', 'memorials', 'memorial'],
    'historic-sites': ['historic-sites', 'historic-site', 'sites', 'site'],
    battlefields: ['battlefields', 'battlefield', 'battles', 'battle'],
  },
  media: {
    documents: ['documents', 'document'],
    speeches: ['speeches', 'speech'],
    videos: ['videos', 'video', 'broadcasts', 'broadcast'],
  },
  features: {},
};

/** The pillar topic a word names under this prefix (case-insensitive), or null. */
export function topicForWord(prefix: AliasPrefix, word: string): string | null {
  const normalized = word.trim().toLowerCase();
  for (const [topic, words] of Object.entries(TOPIC_WORDS[prefix])) if (words.includes(normalized)) return topic;
  return null;
}

/** Every word that names a topic somewhere (tests check that no article slug is one of them). */
export function allTopicWords(): string[] {
  return ALIAS_PREFIXES.flatMap((prefix) => Object.values(TOPIC_WORDS[prefix]).flat());
}

export type AddressRedirect =
  | { kind: 'topic'; pillar: PillarSlug; topic: string; to: string }
  | { kind: 'article'; slug: string; to: string };

function isAliasPrefix(value: string): value is AliasPrefix {
  return (ALIAS_PREFIXES as readonly string[]).includes(value);
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Where an address of the form /{prefix}/{slug} belongs, or null for any other
 * address. The query string is kept (an article redirect carries it as is; a
 * topic redirect sets `topic` on it).
 */
export function addressRedirect(pathname: string, search: string | URLSearchParams = ''): AddressRedirect | null {
  const match = /^\/([^/]+)\/([^/]+)\/?$/.exec(pathname);
  if (!match || !isAliasPrefix(match[1])) return null;
  const prefix = match[1];
  const slug = decodeSegment(match[2]);
  if (!slug) return null;
  const params = new URLSearchParams(search);
  const topic = topicForWord(prefix, slug);
  if (topic && prefix !== 'features') {
    params.set('topic', topic);
    return { kind: 'topic', pillar: prefix, topic, to: `/${prefix}?${params.toString()}` };
  }
  // The query string travels as it came (a string keeps its exact encoding).
  const query = typeof search === 'string' ? search.replace(/^\?/, '') : params.toString();
  return { kind: 'article', slug, to: `${canonicalArticlePath(slug)}${query ? `?${query}` : ''}` };
}
