import { graphemes, words } from './text';

/**
 * The headline analyser (/tools/headline-analyzer): sorts a headline's words into common,
 * uncommon, emotional and power words and scores the balance out of 100, explaining every
 * point. The word lists are ours (editorial judgement, not a licensed list); the targets follow
 * common copywriting advice: 6–12 words, about a quarter common words, some uncommon and
 * emotional words, at least one power word.
 */

/** Short glue words that make a headline read naturally. */
export const COMMON_WORDS = new Set(
  `a about after all also an and any are as at be because been before being but by can could
  do does for from get got had has have he her here his how i if in into is it its just like
  make me more most my new no not now of on one only or other our out over she so some than
  that the their them then there these they this those through to too up us use very was way
  we were what when where which who why will with would you your`
    .split(/\s+/)
    .filter(Boolean),
);

/** Words that promise a result, urgency or exclusivity. */
export const POWER_WORDS = new Set(
  `absolutely amazing backed best bonus breakthrough certified discover easy effortless
  essential exclusive expert fast free guaranteed hidden instant insider introducing latest
  little-known massive never new now powerful proven quick rare remarkable revealed secret
  simple skyrocket smart startling step-by-step sure surprising today ultimate unbeatable
  undeniable unlimited unlock urgent vital instantly limited proven`
    .split(/\s+/)
    .filter(Boolean),
);

/** Words that make the reader feel something: fear, desire, joy, curiosity, trust. */
export const EMOTIONAL_WORDS = new Set(
  `afraid agony alarming amazing angry awesome beautiful brave broke crazy critical dangerous
  delight desperate devastating dream embarrassing epic fail failure fear fearless fun furious
  genius grateful happy hate heart hero honest horrible hurt hilarious inspiring jealous joy
  lazy love lonely mistake mistakes nightmare painful panic perfect proud regret risky sad
  scary shocking stunning struggle stupid success terrible thrilling tired ugly unbelievable
  weird wonderful worry worst wrong`
    .split(/\s+/)
    .filter(Boolean),
);

export type WordKind = 'power' | 'emotional' | 'common' | 'uncommon';

export interface ScoredPart {
  label: string;
  points: number;
  max: number;
  message: string;
}

export interface HeadlineReport {
  words: Array<{ word: string; kind: WordKind }>;
  wordCount: number;
  characters: number;
  counts: Record<WordKind, number>;
  /** Share of each kind in whole per cent. */
  percentages: Record<WordKind, number>;
  type: 'list' | 'how-to' | 'question' | 'general';
  score: number;
  parts: ScoredPart[];
}

export function classifyWord(word: string): WordKind {
  const w = word.toLowerCase().replace(/’/g, "'");
  if (POWER_WORDS.has(w)) return 'power';
  if (EMOTIONAL_WORDS.has(w)) return 'emotional';
  if (COMMON_WORDS.has(w)) return 'common';
  return 'uncommon';
}

export function headlineType(headline: string): HeadlineReport['type'] {
  const text = headline.trim().toLowerCase();
  if (
    /^\d+|\b\d+\s+(\w+\s+)?(ways|tips|reasons|things|ideas|examples|steps|mistakes|lessons)\b/.test(
      text,
    )
  )
    return 'list';
  if (/^how\b|\bhow to\b/.test(text)) return 'how-to';
  if (
    text.endsWith('?') ||
    /^(why|what|when|where|who|which|is|are|do|does|can|should)\b/.test(text)
  )
    return 'question';
  return 'general';
}

function within(value: number, low: number, high: number) {
  return value >= low && value <= high;
}

export function analyzeHeadline(input: string): HeadlineReport {
  const headline = input.replace(/\s+/g, ' ').trim();
  const list = words(headline).map((word) => ({ word, kind: classifyWord(word) }));
  const counts: Record<WordKind, number> = { power: 0, emotional: 0, common: 0, uncommon: 0 };
  for (const { kind } of list) counts[kind]++;
  const total = list.length;
  const pct = (n: number) => (total ? Math.round((n / total) * 100) : 0);
  const percentages: Record<WordKind, number> = {
    power: pct(counts.power),
    emotional: pct(counts.emotional),
    common: pct(counts.common),
    uncommon: pct(counts.uncommon),
  };
  const characters = graphemes(headline).length;
  const type = headlineType(headline);

  const parts: ScoredPart[] = [];
  // Length: 25 points.
  parts.push(
    within(total, 6, 12)
      ? {
          label: 'Length',
          points: 25,
          max: 25,
          message: `${total} words: in the 6–12 word range readers take in at a glance.`,
        }
      : total === 0
        ? { label: 'Length', points: 0, max: 25, message: 'Type a headline to analyse it.' }
        : within(total, 4, 16)
          ? {
              label: 'Length',
              points: 15,
              max: 25,
              message: `${total} words: a little ${total < 6 ? 'short; say what the reader gets' : 'long; cut words that do not earn their place'}. Aim for 6–12.`,
            }
          : {
              label: 'Length',
              points: 5,
              max: 25,
              message: `${total} words: ${total < 4 ? 'too short to make a promise' : 'too long to scan'}. Aim for 6–12.`,
            },
  );
  // Common words: 20 points for 20–40 %.
  parts.push(
    total === 0
      ? { label: 'Common words', points: 0, max: 20, message: 'No words yet.' }
      : within(percentages.common, 20, 40)
        ? {
            label: 'Common words',
            points: 20,
            max: 20,
            message: `${percentages.common}% common words: it reads naturally.`,
          }
        : percentages.common < 20
          ? {
              label: 'Common words',
              points: 10,
              max: 20,
              message: `${percentages.common}% common words: it may read like a list of keywords. Aim for 20–40%.`,
            }
          : {
              label: 'Common words',
              points: 10,
              max: 20,
              message: `${percentages.common}% common words: too much filler. Aim for 20–40%.`,
            },
  );
  // Uncommon words: 20 points for 10–40 %.
  parts.push(
    total === 0
      ? { label: 'Uncommon words', points: 0, max: 20, message: 'No words yet.' }
      : percentages.uncommon >= 10
        ? {
            label: 'Uncommon words',
            points: 20,
            max: 20,
            message: `${percentages.uncommon}% uncommon words carry the substance: the topic, the product, the result.`,
          }
        : {
            label: 'Uncommon words',
            points: 5,
            max: 20,
            message: 'Few specific words: name the topic or the result.',
          },
  );
  // Emotional words: 15 points for at least one (10–30 % is the sweet spot).
  parts.push(
    counts.emotional === 0
      ? {
          label: 'Emotional words',
          points: 0,
          max: 15,
          message:
            'No emotional words: a word like “mistake”, “love” or “struggle” makes readers feel something.',
        }
      : percentages.emotional <= 30
        ? {
            label: 'Emotional words',
            points: 15,
            max: 15,
            message: `${counts.emotional} emotional word${counts.emotional > 1 ? 's' : ''}: good.`,
          }
        : {
            label: 'Emotional words',
            points: 8,
            max: 15,
            message: 'So many emotional words it may sound overwrought.',
          },
  );
  // Power words: 10 points for one or two.
  parts.push(
    counts.power === 0
      ? {
          label: 'Power words',
          points: 0,
          max: 10,
          message: 'No power words: try one such as “proven”, “simple” or “secret”.',
        }
      : counts.power <= 2
        ? {
            label: 'Power words',
            points: 10,
            max: 10,
            message: `${counts.power} power word${counts.power > 1 ? 's' : ''}: adds urgency without hype.`,
          }
        : {
            label: 'Power words',
            points: 5,
            max: 10,
            message: `${counts.power} power words: that many reads as hype. Keep one or two.`,
          },
  );
  // Type: 10 points for a list, how-to or question headline.
  parts.push(
    type === 'general'
      ? {
          label: 'Headline type',
          points: 4,
          max: 10,
          message:
            'A statement. Lists (“7 ways…”), how-tos and questions tend to earn more clicks.',
        }
      : {
          label: 'Headline type',
          points: 10,
          max: 10,
          message: `A ${type === 'how-to' ? 'how-to' : type} headline: a shape readers click.`,
        },
  );
  const score = total === 0 ? 0 : parts.reduce((sum, p) => sum + p.points, 0);
  return { words: list, wordCount: total, characters, counts, percentages, type, score, parts };
}

export function scoreLabel(score: number): string {
  if (score >= 75) return 'Strong';
  if (score >= 50) return 'Promising';
  if (score > 0) return 'Needs work';
  return 'Not scored yet';
}
