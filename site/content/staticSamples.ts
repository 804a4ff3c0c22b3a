/**
 * Static sample cards (product §4: any of the home page's five standard
 * rails with no items falls back to static samples). Each is a real seed
 * article (server/content/articles): its title, dek and first tags, linking to
 * its one address /articles/{slug}, so no sample card leads nowhere. A unit
 * test checks every sample against the seed archive.
 */
import { heroImage } from './heroImages';
import { sampleCard, type CardContent, type SampleArticle } from './links';
import type { PillarSlug } from './pillars';

export type { SampleArticle } from './links';

/** Six per pillar, in the order docs/product.md lists them where it names them (Civic Life, Landmarks). */
export const STATIC_SAMPLES: Record<PillarSlug, readonly SampleArticle[]> = {
  foundations: [
    {
      slug: 'constitution',
      category_slug: 'foundations',
      kicker: 'Foundations',
      title: 'The Constitution of the United States',
      dek: 'Written in Philadelphia in the summer of 1787 and ratified by all thirteen states by 1790, the Constitution still frames the national government.',
      tags: ['constitution', 'founding fathers'],
    },
    {
      slug: 'declaration-of-independence',
      category_slug: 'foundations',
      kicker: 'Foundations',
      title: 'The Declaration of Independence',
      dek: 'In July 1776 the Second Continental Congress explained to the world why thirteen colonies were breaking away from Great Britain.',
      tags: ['american revolution', 'founding fathers'],
    },
    {
      slug: 'articles-of-confederation',
      category_slug: 'foundations',
      kicker: 'Foundations',
      title: 'The Articles of Confederation',
      dek: 'The first constitution of the United States created a loose league of states that won a war and settled the West but struggled to govern.',
      tags: ['constitution', 'american revolution'],
    },
    {
      slug: 'separation-of-powers',
      category_slug: 'foundations',
      kicker: 'Foundations',
      title: 'Separation of Powers and Checks and Balances',
      dek: 'The Constitution splits national power among Congress, the president and the courts, and gives each branch ways to limit the others.',
      tags: ['constitution', 'checks and balances'],
    },
    {
      slug: 'fourteenth-amendment',
      category_slug: 'foundations',
      kicker: 'Foundations',
      title: 'The Fourteenth Amendment',
      dek: 'Ratified in 1868 after the Civil War, the Fourteenth Amendment defined citizenship and promised every person due process and equal protection of the laws.',
      tags: ['constitution', 'civil rights'],
    },
    {
      slug: 'nineteenth-amendment',
      category_slug: 'foundations',
      kicker: 'Foundations',
      title: 'The Nineteenth Amendment',
      dek: 'After more than seven decades of organized struggle, the Nineteenth Amendment barred the denial of the vote on account of sex in 1920.',
      tags: ['constitution', 'voting rights'],
    },
  ],
  'civic-life': [
    {
      slug: 'bill-to-law',
      category_slug: 'civic-life',
      kicker: 'Civic Life',
      title: 'How a Bill Becomes a Law',
      dek: 'A plain guide to the path a federal bill takes, from an idea in Congress to a law signed by the president or passed over a veto.',
      tags: ['congress', 'constitution'],
    },
    {
      slug: 'voting-rights',
      category_slug: 'civic-life',
      kicker: 'Civic Life',
      title: 'Voting Rights in America',
      dek: "How the right to vote grew through constitutional amendments and the Voting Rights Act of 1965, and why the Supreme Court's later rulings on the act are still debated.",
      tags: ['voting rights', 'constitution'],
    },
    {
      slug: 'census',
      category_slug: 'civic-life',
      kicker: 'Civic Life',
      title: 'The Census',
      dek: 'Every ten years the United States counts its people, as the Constitution requires, and the count decides how the 435 seats in the House are shared among the states.',
      tags: ['census', 'constitution'],
    },
    {
      slug: 'political-parties',
      category_slug: 'civic-life',
      kicker: 'Civic Life',
      title: 'Political Parties in America',
      dek: 'The Constitution never mentions political parties, yet they have organized American elections since the 1790s and changed shape many times along the way.',
      tags: ['political parties', 'elections'],
    },
    {
      slug: 'jury-duty',
      category_slug: 'civic-life',
      kicker: 'Civic Life',
      title: 'Jury Duty',
      dek: 'Why the Constitution guarantees trial by jury, how ordinary citizens are chosen to serve, and how a grand jury differs from a trial jury.',
      tags: ['juries', 'bill of rights'],
    },
    {
      slug: 'civic-participation',
      category_slug: 'civic-life',
      kicker: 'Civic Life',
      title: 'Civic Participation',
      dek: 'Voting is only one way to take part in public life, which also includes registering, contacting officials, speaking at meetings, volunteering and petitioning.',
      tags: ['civic engagement', 'voting rights'],
    },
  ],
  people: [
    {
      slug: 'george-washington',
      category_slug: 'people',
      kicker: 'People',
      title: 'George Washington',
      dek: 'The Virginia planter who led the Continental Army, presided over the Constitutional Convention and set the patterns of the American presidency.',
      tags: ['george washington', 'founding fathers'],
    },
    {
      slug: 'james-madison',
      category_slug: 'people',
      kicker: 'People',
      title: 'James Madison',
      dek: 'The Virginian who helped design the Constitution, co-wrote The Federalist, drafted the Bill of Rights and led the nation through the War of 1812.',
      tags: ['james madison', 'founding fathers'],
    },
    {
      slug: 'rosa-parks',
      category_slug: 'people',
      kicker: 'People',
      title: 'Rosa Parks',
      dek: 'A longtime civil rights activist whose arrest on a Montgomery bus in December 1955 launched a boycott that helped end segregated public transit.',
      tags: ['rosa parks', 'civil rights'],
    },
    {
      slug: 'martin-luther-king-jr',
      category_slug: 'people',
      kicker: 'People',
      title: 'Martin Luther King Jr.',
      dek: 'The Baptist minister who led nonviolent campaigns against segregation, spoke at the 1963 March on Washington and won the Nobel Peace Prize before his assassination in 1968.',
      tags: ['martin luther king jr', 'civil rights'],
    },
    {
      slug: 'eleanor-roosevelt',
      category_slug: 'people',
      kicker: 'People',
      title: 'Eleanor Roosevelt',
      dek: 'The First Lady who reshaped her role through columns, press conferences and travel, then helped write the Universal Declaration of Human Rights.',
      tags: ['eleanor roosevelt', 'first ladies'],
    },
    {
      slug: 'sandra-day-oconnor',
      category_slug: 'people',
      kicker: 'People',
      title: "Sandra Day O'Connor",
      dek: 'An Arizona ranch girl who became a state legislator and judge, then the first woman to serve on the U.S. Supreme Court, where she was often the deciding vote.',
      tags: ['sandra day oconnor', 'supreme court'],
    },
  ],
  landmarks: [
    {
      slug: 'independence-hall',
      category_slug: 'landmarks',
      kicker: 'Landmarks',
      title: 'Independence Hall',
      dek: 'The brick statehouse in Philadelphia where the Declaration of Independence was adopted and the Constitution was written is now the heart of a national park.',
      tags: ['american revolution', 'founding fathers'],
    },
    {
      slug: 'mount-rushmore',
      category_slug: 'landmarks',
      kicker: 'Landmarks',
      title: 'Mount Rushmore National Memorial',
      dek: 'Four presidents carved into a granite peak in the Black Hills make one of the best-known monuments in the world, and one of the most debated.',
      tags: ['monuments', 'presidents'],
    },
    {
      slug: 'ellis-island',
      category_slug: 'landmarks',
      kicker: 'Landmarks',
      title: 'Ellis Island',
      dek: 'For six decades a small island in New York Harbor was the front door for millions of immigrants, and today its great hall is a museum of their journeys.',
      tags: ['immigration', 'new york'],
    },
    {
      slug: 'gettysburg',
      category_slug: 'landmarks',
      kicker: 'Landmarks',
      title: 'Gettysburg',
      dek: 'Over three days in July 1863, the largest battle of the Civil War turned the fields around a Pennsylvania town into a place of memory and study.',
      tags: ['civil war', 'abraham lincoln'],
    },
    {
      slug: 'alamo',
      category_slug: 'landmarks',
      kicker: 'Landmarks',
      title: 'The Alamo',
      dek: 'A former Spanish mission in San Antonio became the scene of a 13-day siege and battle in 1836, and its meaning is still debated in Texas and beyond.',
      tags: ['texas', 'battlefields'],
    },
    {
      slug: 'lincoln-memorial',
      category_slug: 'landmarks',
      kicker: 'Landmarks',
      title: 'The Lincoln Memorial',
      dek: 'A marble temple at the west end of the National Mall honors Abraham Lincoln and has become a stage for some of the most important moments in American civil rights history.',
      tags: ['abraham lincoln', 'monuments'],
    },
  ],
  media: [
    {
      slug: 'gettysburg-address',
      category_slug: 'media',
      kicker: 'Media',
      title: 'How to Read the Gettysburg Address',
      dek: "Lincoln's two-minute speech at a new military cemetery in 1863 survives in five handwritten copies and no recording. Here is how to approach it.",
      tags: ['abraham lincoln', 'civil war'],
    },
    {
      slug: 'emancipation-proclamation',
      category_slug: 'media',
      kicker: 'Media',
      title: 'How to Read the Emancipation Proclamation',
      dek: "Lincoln's 1863 order is short, legal and easy to misread. Here is what it said, what it left out and how to approach the original document.",
      tags: ['civil war', 'abraham lincoln'],
    },
    {
      slug: 'common-sense',
      category_slug: 'media',
      kicker: 'Media',
      title: 'How to Read Common Sense',
      dek: "Thomas Paine's pamphlet of January 1776 made the case for American independence in plain words, and it still rewards a careful reader.",
      tags: ['american revolution', 'thomas paine'],
    },
    {
      slug: 'fdr-first-inaugural',
      category_slug: 'media',
      kicker: 'Media',
      title: "FDR's First Inaugural Address",
      dek: 'On March 4, 1933, Franklin D. Roosevelt told a frightened country that the only thing it had to fear was fear itself. Here is how to read and hear that speech.',
      tags: ['franklin d. roosevelt', 'great depression'],
    },
    {
      slug: 'kennedy-nixon-debates',
      category_slug: 'media',
      kicker: 'Media',
      title: 'Watching the Kennedy-Nixon Debates',
      dek: 'In 1960 John F. Kennedy and Richard Nixon met in the first televised debates between general-election presidential candidates. Here is how to watch them today.',
      tags: ['elections', 'john f. kennedy'],
    },
    {
      slug: 'apollo-11-broadcast',
      category_slug: 'media',
      kicker: 'Media',
      title: 'Watching the Apollo 11 Moon Landing Broadcast',
      dek: 'On July 20, 1969, hundreds of millions of people watched grainy live pictures of the first human steps on the Moon. Here is how that broadcast worked and how to watch it now.',
      tags: ['space exploration', 'nasa'],
    },
  ],
};

/** A pillar's samples as cards, each with its seed article's real illustration rather than the grey placeholder. */
export function sampleCards(pillar: PillarSlug): CardContent[] {
  return STATIC_SAMPLES[pillar].map((sample) => ({ ...sampleCard(sample), ...heroImage(sample.slug) }));
}
