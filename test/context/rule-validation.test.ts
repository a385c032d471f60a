import {
  compileContextRules,
  contextRuleKeys,
  defaultContextRuleData,
  defaultContextRules,
  validateContextRules,
  type ContextRule,
} from '../../lib/context';
import { isClinvalError, RuleValidationError } from '../../lib/errors';
import { assertOne, flagsOf } from './helpers';

const good: ContextRule = { id: 'neg-denies', literals: ['denies'], category: 'negated-existence', direction: 'forward' };

function errorOf(input: unknown): RuleValidationError {
  try {
    validateContextRules(input);
  } catch (error) {
    if (error instanceof RuleValidationError) return error;
    throw error;
  }
  throw new Error(`no error for ${JSON.stringify(input)}`);
}

describe('rule validation: a closed set of keys, errors that quote the input', () => {
  it('accepts the default rule set', () => {
    expect(() => validateContextRules(defaultContextRuleData)).not.toThrow();
    expect(defaultContextRules.rules.length).toBe(defaultContextRuleData.length);
  });

  it('rejects an unknown key, naming it and the allowed keys', () => {
    const e = errorOf([{ ...good, maxscope: 3 }]);
    expect(e.code).toBe('RULE_INVALID');
    expect(isClinvalError(e)).toBe(true);
    expect(e.message).toContain('"maxscope"');
    expect(e.message).toContain('"neg-denies"');
    for (const key of contextRuleKeys) expect(e.message).toContain(key);
  });

  it.each([
    [{ ...good, category: 'negation' }, '"negation"'],
    [{ ...good, direction: 'forwards' }, '"forwards"'],
    [{ ...good, id: 'Neg Denies' }, '"Neg Denies"'],
    [{ ...good, literals: [] }, '[]'],
    [{ ...good, literals: ['denies', '  '] }, '"  "'],
    [{ ...good, literals: ['denies', 'Denies'] }, '"Denies" is listed twice'],
    [{ ...good, literals: ['s/p 2 units'] }, '"s/p 2 units"'],
    [{ ...good, literals: ['no {count} x'] }, '"no {count} x"'],
    [{ ...good, maxScope: 0 }, 'got 0'],
    [{ ...good, maxScope: 2.5 }, 'got 2.5'],
    [{ ...good, terminatedBy: ['but'] }, '["but"]'],
    [{ ...good, allowedTypes: ['lab'], excludedTypes: ['drug'] }, 'not both'],
    [{ ...good, caseSensitive: 'yes' }, '"yes"'],
    [{ ...good, stopsAtComma: 1 }, '"stopsAtComma" must be a boolean, got 1'],
    [{ ...good, direction: 'pseudo', stopsAtComma: true }, '"stopsAtComma" has no meaning'],
    [{ ...good, wholeList: 'yes' }, '"wholeList" must be a boolean'],
    [{ ...good, direction: 'backward', wholeList: true }, '"wholeList" is only for a forward scope'],
    [{ ...good, governsLabel: 1 }, '"governsLabel" must be a boolean'],
    [{ ...good, direction: 'backward', governsLabel: true }, '"governsLabel" is only for a forward scope'],
    [{ ...good, direction: 'backward', endsSentence: 'yes' }, '"endsSentence" must be a boolean'],
    [{ ...good, endsSentence: true }, '"endsSentence" is only for a backward scope'],
    [{ ...good, direction: 'terminate', maxScope: 3 }, '"maxScope" has no meaning'],
    [{ ...good, category: 'conjunction' }, '"conjunction" is only for direction "terminate"'],
  ])('rejects %j, quoting %s', (rule, quoted) => {
    expect(errorOf([rule]).message).toContain(quoted);
  });

  it('rejects duplicate ids, naming both rules', () => {
    expect(errorOf([good, good]).message).toMatch(/#1 has id "neg-denies", already used by rule #0/);
  });

  it('rejects a non-array and a non-object rule', () => {
    expect(errorOf({ rules: [] }).message).toContain('{"rules":[]}');
    expect(errorOf(['denies']).message).toContain('"denies"');
  });

  it('cuts a huge offending value short in the message', () => {
    const e = errorOf([{ ...good, description: 'x'.repeat(5000), literals: 'x'.repeat(5000) }]);
    expect(e.message.length).toBeLessThan(400);
  });

  it('accepts digits inside a word ("free t4") and the {number}, {zero} and {year} slots', () => {
    expect(() => validateContextRules([{ ...good, literals: ['free t4', 's/p {number} units', 'episodes: {zero}', 'since {year}'] }])).not.toThrow();
    expect(() => validateContextRules([{ ...good, literals: ['episodes: {none}'] }])).toThrow(/brace/);
    expect(() => validateContextRules([{ ...good, literals: ['since 2003'] }])).toThrow(/\{year\} for a year/);
  });

  it('datesOnset is a boolean, and only for a historical rule', () => {
    const since = { id: 'hist-since', literals: ['since {year}'], category: 'historical', direction: 'backward', datesOnset: true };
    expect(validateContextRules([since])[0]).toMatchObject({ datesOnset: true });
    expect(() => validateContextRules([{ ...since, datesOnset: 'yes' }])).toThrow(/"datesOnset" must be a boolean/);
    expect(() => validateContextRules([{ ...good, datesOnset: true }])).toThrow(/only for category "historical"/);
  });

  it('compileContextRules validates too, so rules read from JSON are checked', () => {
    const fromJson = JSON.parse('[{"id":"x","literals":["no"],"category":"negated-existence","direction":"forward","scope":3}]') as ContextRule[];
    expect(() => compileContextRules(fromJson)).toThrow(/unknown key "scope"/);
  });
});

describe('rule sets are JSON round-trip safe', () => {
  it('the default set survives JSON unchanged', () => {
    const copy = JSON.parse(JSON.stringify(defaultContextRuleData)) as unknown;
    expect(copy).toEqual(defaultContextRuleData);
    expect(validateContextRules(copy)).toEqual(defaultContextRuleData);
  });

  it('a rule set loaded back from JSON behaves the same', () => {
    const reloaded = compileContextRules(JSON.parse(JSON.stringify(defaultContextRuleData)) as ContextRule[]);
    for (const [text, target] of [
      ['Denies chest pain or fever.', 'fever'],
      ['Pneumonia was ruled out.', 'Pneumonia'],
      ['Family history of colon cancer.', 'colon cancer'],
      ['Return to the ER if you develop chest pain.', 'chest pain'],
    ] as const) {
      expect(assertOne(text, target, { rules: reloaded })).toEqual(assertOne(text, target));
    }
  });

  it('validation keeps exactly the validated fields, with no functions or regexes', () => {
    for (const rule of validateContextRules(defaultContextRuleData)) {
      for (const key of Object.keys(rule)) expect(contextRuleKeys).toContain(key);
      for (const value of Object.values(rule)) expect(['string', 'number', 'boolean', 'object']).toContain(typeof value);
    }
  });

  it('a custom rule extends the defaults', () => {
    const rules = compileContextRules([
      ...defaultContextRuleData,
      { id: 'neg-nil', literals: ['nil'], category: 'negated-existence', direction: 'forward', maxScope: 3 },
    ]);
    expect(flagsOf(assertOne('Nil haemoptysis.', 'haemoptysis', { rules })).negated).toBe(true);
    expect(flagsOf(assertOne('Nil haemoptysis.', 'haemoptysis')).negated).toBe(false);
  });
});
