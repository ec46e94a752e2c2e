import { describe, expect, it } from 'vitest';
import { analyzeHeadline, classifyWord, headlineType, scoreLabel } from './headline';
import { checkSubjectLine, findSpamTriggers, truncate } from './subjectLine';
import { countEmoji, graphemes, words } from './text';

describe('text helpers', () => {
  it('count an emoji with modifiers as one character', () => {
    expect(graphemes('Hi 👋🏽!').length).toBe(5);
    expect(countEmoji('Sale 🔥🔥 now 👩‍💻')).toBe(3);
  });
  it('split words with apostrophes and hyphens', () => {
    expect(words("Don't miss our step-by-step guide!")).toEqual([
      "Don't",
      'miss',
      'our',
      'step-by-step',
      'guide',
    ]);
  });
});

describe('checkSubjectLine', () => {
  it('counts characters, words and emoji', () => {
    const r = checkSubjectLine('  Your  March report is ready 📈 ');
    expect(r.characters).toBe(28);
    expect(r.words).toBe(5);
    expect(r.emoji).toBe(1);
    expect(r.lengthRating).toBe('good');
  });

  it('shows how each inbox truncates a long line', () => {
    const subject = 'The three onboarding emails that doubled our trial-to-paid conversion rate';
    const r = checkSubjectLine(subject);
    expect(r.characters).toBe(subject.length);
    const iphone = r.truncation.find((t) => t.id === 'iphone');
    expect(iphone?.fits).toBe(false);
    expect(iphone?.shown).toBe('The three onboarding emails that doubled…');
    expect(graphemes(iphone?.shown ?? '').length).toBeLessThanOrEqual(41);
    expect(r.truncation.find((t) => t.id === 'gmail-desktop')?.fits).toBe(false);
    expect(r.lengthRating).toBe('poor');
    expect(r.tips[0]).toMatch(/41 characters/);
  });

  it('finds spam triggers as whole words, keeping the longest phrase', () => {
    expect(findSpamTriggers('100% FREE trial, act now!')).toEqual(['100% free', 'act now']);
    expect(findSpamTriggers('Freedom to create')).toEqual([]);
    expect(findSpamTriggers('Guaranteed results')).toEqual(['guaranteed']);
  });

  it('flags capitals and exclamation marks', () => {
    const r = checkSubjectLine('HUGE news!! Our SALE starts');
    expect(r.capsWords).toEqual(['HUGE', 'SALE']);
    expect(r.exclamationMarks).toBe(2);
    expect(r.tips.join(' ')).toMatch(/shouting/);
    expect(r.tips.join(' ')).toMatch(/one exclamation mark/);
  });

  it('asks for input when empty', () => {
    const r = checkSubjectLine('   ');
    expect(r.characters).toBe(0);
    expect(r.tips).toEqual(['Type a subject line to check it.']);
    expect(truncate('', 33)).toBe('');
  });
});

describe('analyzeHeadline', () => {
  it('classifies words', () => {
    expect(classifyWord('the')).toBe('common');
    expect(classifyWord('Proven')).toBe('power');
    expect(classifyWord('mistakes')).toBe('emotional');
    expect(classifyWord('onboarding')).toBe('uncommon');
  });

  it('recognises headline types', () => {
    expect(headlineType('7 ways to write better emails')).toBe('list');
    expect(headlineType('How to write a pricing page')).toBe('how-to');
    expect(headlineType('Is your landing page too long?')).toBe('question');
    expect(headlineType('Our pricing page changed')).toBe('general');
  });

  it('scores a balanced headline highly and explains every part', () => {
    const r = analyzeHeadline('7 proven ways to stop making onboarding email mistakes');
    expect(r.wordCount).toBe(9);
    expect(r.counts.power).toBe(1);
    expect(r.counts.emotional).toBe(1);
    expect(r.type).toBe('list');
    expect(r.parts.map((p) => p.label)).toEqual([
      'Length',
      'Common words',
      'Uncommon words',
      'Emotional words',
      'Power words',
      'Headline type',
    ]);
    expect(r.parts.reduce((s, p) => s + p.max, 0)).toBe(100);
    expect(r.score).toBe(r.parts.reduce((s, p) => s + p.points, 0));
    expect(r.score).toBeGreaterThanOrEqual(75);
    expect(scoreLabel(r.score)).toBe('Strong');
  });

  it('scores a flat headline low with reasons', () => {
    const r = analyzeHeadline('Update');
    expect(r.score).toBeLessThan(50);
    expect(r.parts[0]?.message).toMatch(/too short/);
    expect(analyzeHeadline('').score).toBe(0);
    expect(scoreLabel(0)).toBe('Not scored yet');
  });
});
