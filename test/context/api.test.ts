import {
  assertTargets,
  CompiledContextRules,
  compileContextRules,
  defaultContextRuleData,
  defaultContextRules,
  type ContextRule,
} from '../../lib/context';
import { isClinvalError } from '../../lib/errors';
import { tokenize } from '../../lib/text/tokens';
import { assertOne, plainSection } from './helpers';

describe('assertTargets', () => {
  const text = 'Denies chest pain. Family history of colon cancer. Possible pneumonia.';
  const tokens = tokenize(text);
  const span = (s: string) => ({ start: text.indexOf(s), end: text.indexOf(s) + s.length });

  it('returns one assertion per target, in the order given', () => {
    const sentence = { start: 0, end: text.length };
    const targets = [span('pneumonia'), span('chest pain'), span('colon cancer')];
    const out = assertTargets({ text, tokens, sentence, section: plainSection(text), targets });
    expect(out.map((a) => [a.negated, a.uncertain, a.experiencer])).toEqual([
      [false, true, 'patient'],
      [true, false, 'patient'],
      [false, false, 'family'],
    ]);
  });

  it('returns [] for no targets', () => {
    expect(assertTargets({ text, tokens, sentence: { start: 0, end: 18 }, section: plainSection(text), targets: [] })).toEqual([]);
  });

  it('cues are looked for only inside the sentence', () => {
    const sentence = { start: text.indexOf('Possible'), end: text.length };
    const [a] = assertTargets({ text, tokens, sentence, section: plainSection(text), targets: [span('pneumonia')] });
    expect(a?.negated).toBe(false);
  });

  it('throws a coded error for a target outside its sentence, and for a span outside the text', () => {
    const run = (target: { start: number; end: number }, sentence = { start: 0, end: 18 }) => () =>
      assertTargets({ text, tokens, sentence, section: plainSection(text), targets: [target] });
    expect(run(span('pneumonia'))).toThrow(/target #0 \[\d+, \d+\) lies outside its sentence \[0, 18\)/);
    expect(run({ start: 5, end: 500 }, { start: 0, end: text.length })).toThrow(/outside the text/);
    expect(run({ start: 7, end: 3 }, { start: 0, end: text.length })).toThrow(/end < start/);
    try {
      run(span('pneumonia'))();
    } catch (error) {
      expect(isClinvalError(error) && error.code).toBe('SPAN_RANGE');
    }
  });
});

describe('rule options', () => {
  const base: ContextRule[] = [
    { id: 'hist-sp', literals: ['s/p'], category: 'historical', direction: 'forward', maxScope: 3, excludedTypes: ['transfusion'] },
    { id: 'neg-no', literals: ['no'], category: 'negated-existence', direction: 'forward', maxScope: 2 },
    { id: 'neg-lab-normal', literals: ['normal'], category: 'negated-existence', direction: 'backward', maxScope: 2, allowedTypes: ['finding'] },
    { id: 'hyp-if', literals: ['if'], category: 'hypothetical', direction: 'forward', terminatedBy: ['negated-existence'] },
  ];
  const rules = compileContextRules(base);

  it('excludedTypes: "s/p [PRBC]" with a transfusion-typed target stays current', () => {
    expect(assertOne('s/p PRBC', 'PRBC', { rules, type: 'transfusion' }).historical).toBe(false);
    expect(assertOne('s/p CABG', 'CABG', { rules, type: 'procedure' }).historical).toBe(true);
    expect(assertOne('s/p CABG', 'CABG', { rules }).historical).toBe(true);
  });

  it('allowedTypes: the rule skips targets of other types and untyped ones', () => {
    expect(assertOne('Gait normal.', 'Gait', { rules, type: 'finding' }).negated).toBe(true);
    expect(assertOne('Sodium normal.', 'Sodium', { rules, type: 'lab' }).negated).toBe(false);
    expect(assertOne('Sodium normal.', 'Sodium', { rules }).negated).toBe(false);
  });

  it('maxScope counts tokens, not punctuation', () => {
    expect(assertOne('No fever, chills.', 'chills', { rules }).negated).toBe(true);
    expect(assertOne('No fever, chills, sweats.', 'sweats', { rules }).negated).toBe(false);
  });

  it('terminatedBy: another cue category ends the scope', () => {
    expect(assertOne('If fever, no antibiotics.', 'antibiotics', { rules }).hypothetical).toBe(false);
    expect(assertOne('If fever, call.', 'fever', { rules }).hypothetical).toBe(true);
  });

  it('the {number} slot matches any number token', () => {
    const slot = compileContextRules([{ id: 'hyp-q', literals: ['every {number} hours'], category: 'hypothetical', direction: 'backward', maxScope: 2 }]);
    expect(assertOne('Tylenol every 6 hours', 'Tylenol', { rules: slot }).hypothetical).toBe(true);
    expect(assertOne('Tylenol every few hours', 'Tylenol', { rules: slot }).hypothetical).toBe(false);
  });

  it('the {year} slot matches a year from 1900 to 2099 only; {number} still matches a year', () => {
    const year = compileContextRules([{ id: 'hist-y', literals: ['in {year}'], category: 'historical', direction: 'backward', maxScope: 3 }]);
    expect(assertOne('Stroke in 2004', 'Stroke', { rules: year }).historical).toBe(true);
    expect(assertOne('Stroke in 1899', 'Stroke', { rules: year }).historical).toBe(false);
    expect(assertOne('Stroke in 24 hours', 'Stroke', { rules: year }).historical).toBe(false);
    const any = compileContextRules([{ id: 'hist-n', literals: ['in {number}'], category: 'historical', direction: 'backward', maxScope: 3 }]);
    expect(assertOne('Stroke in 2004', 'Stroke', { rules: any }).historical).toBe(true);
    expect(assertOne('Stroke in 24 hours', 'Stroke', { rules: any }).historical).toBe(true);
  });

  it('datesOnset marks the cues of a rule that dates a finding without putting it in the past', () => {
    const since = compileContextRules([{ id: 'hist-since', literals: ['since {year}'], category: 'historical', direction: 'backward', maxScope: 4, datesOnset: true }]);
    const a = assertOne('Dialysis since 2003', 'Dialysis', { rules: since });
    expect(a.historical).toBe(true);
    expect(a.cues.map((c) => [c.rule, c.datesOnset])).toEqual([['hist-since', true]]);
  });

  it('an inline "Header:" ends scopes, unless turned off', () => {
    const wide: ContextRule[] = [{ id: 'neg-no', literals: ['no'], category: 'negated-existence', direction: 'forward', maxScope: 9 }];
    const text = 'No edema.  Neuro: tremor.';
    expect(assertOne(text, 'tremor', { rules: compileContextRules(wide) }).negated).toBe(false);
    expect(assertOne(text, 'tremor', { rules: compileContextRules(wide, { headerBreaks: false }) }).negated).toBe(true);
  });
});

describe('the default rule set', () => {
  it('is a CompiledContextRules built on first use and shared', () => {
    expect(defaultContextRules).toBeInstanceOf(CompiledContextRules);
    expect(defaultContextRules.rules).toBe(defaultContextRules.rules);
    expect(defaultContextRules.rules.map((r) => r.id)).toEqual(defaultContextRuleData.map((r) => r.id));
  });

  it('every rule documents itself with a clinical example', () => {
    for (const rule of defaultContextRuleData) expect(rule.description ?? '').not.toBe('');
  });
});
