import { analyze } from '../../lib/analyze';
import { footnoteAfter } from '../../lib/text/footnotes';

const NOTE = [
  'DISCHARGE DIAGNOSES',
  '1. Pneumonia',
  '2. New atrial fibrillation† - rate controlled',
  '',
  '† Over-read by cardiology: sinus tachycardia,',
  'no atrial fibrillation.',
  '‡ Another note.',
].join('\n');

describe('footnotes marked on a diagnosis', () => {
  it('gives the mention the offsets of the footnote its mark points to, run on over a wrapped line', () => {
    const af = analyze(NOTE).mentions.find((m) => m.text === 'atrial fibrillation' && m.start < NOTE.indexOf('†', NOTE.indexOf('rate')));
    expect(af?.footnote).toBeDefined();
    const { start, end } = af!.footnote!;
    expect(NOTE.slice(start, end)).toBe('Over-read by cardiology: sinus tachycardia,\nno atrial fibrillation.');
  });

  it('leaves a mention with no mark, or a mark with no footnote below, without one', () => {
    const mentions = analyze(NOTE).mentions;
    expect(mentions.find((m) => m.text === 'Pneumonia')?.footnote).toBeUndefined();
    expect(footnoteAfter('Sepsis‡ with hypotension.', 6)).toBeUndefined();
  });

  it('does not read markdown bold as a footnote mark', () => {
    const text = '**Sepsis**\n**Plan:** no sepsis criteria met on day 2**.';
    expect(footnoteAfter(text, text.indexOf('Sepsis') + 6)).toBeUndefined();
  });
});
