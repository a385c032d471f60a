import { compileConcepts } from '../../lib/match/concepts';
import { longestMatches, PhraseMatcher, type PhraseMatcherOptions } from '../../lib/match/phrase-matcher';
import { tokenize } from '../../lib/text/tokens';

function find(phrases: string[], text: string, caseSensitive = false, options: PhraseMatcherOptions = {}): string[] {
  const m = new PhraseMatcher(
    phrases.map((phrase) => ({ phrase, payload: phrase, caseSensitive })),
    undefined,
    options,
  );
  return longestMatches(m.findAll(text, tokenize(text))).map((x) => text.slice(x.start, x.end));
}

describe('PhraseMatcher', () => {
  it('prefers the longest phrase where matches overlap', () => {
    expect(find(['respiratory failure', 'acute on chronic respiratory failure'], 'Acute on chronic respiratory failure.')).toEqual([
      'Acute on chronic respiratory failure',
    ]);
  });

  it('treats hyphens as optional on both sides', () => {
    expect(find(['gram negative'], 'gram-negative rods')).toEqual(['gram-negative']);
    expect(find(['non-st-elevation'], 'non ST elevation MI')).toEqual(['non ST elevation']);
  });

  it('matches a plural of the last word only', () => {
    expect(find(['infiltrate'], 'bilateral infiltrates')).toEqual(['infiltrates']);
    expect(find(['rale'], 'rales')).toEqual(['rales']);
  });

  it('reads "-es" as a plural only after a hiss or an "o": "notes" is not "not"', () => {
    expect(find(['abscess', 'rash'], 'two abscesses and rashes')).toEqual(['abscesses', 'rashes']);
    expect(find(['not', 'no'], 'Nephrology notes CKD; the nurse notes no edema.')).toEqual(['no']);
  });

  it('matches the plural even where another phrase spells the plural as its own word', () => {
    expect(find(['iv fluid', 'iv fluids bolus'], 'Given IV fluids.')).toEqual(['IV fluids']);
  });

  it('matches abbreviations case-exactly when asked', () => {
    expect(find(['PE'], 'PE: lungs clear. Found a PE.', true)).toEqual(['PE', 'PE']);
    expect(find(['PE'], 'pe', true)).toEqual([]);
  });

  it('spans a hard line wrap inside a phrase', () => {
    expect(find(['respiratory failure'], 'acute respiratory\r\nfailure')).toEqual(['respiratory\r\nfailure']);
  });
});

describe('a phrase word written with one typing slip', () => {
  const phrases = ['metabolic encephalopathy', 'pneumonia', 'diastolic heart failure', 'copd exacerbation', 'infection', 'hypoxemic'];

  const slips = { correctSlips: true };

  it('still matches: a letter left out, added, changed, or two swapped', () => {
    expect(find(phrases, 'Acute metabolic encephalopahty; pneumona; diastolik heart failure; COPD exacerbtion; pneumoniia.', false, slips)).toEqual([
      'metabolic encephalopahty',
      'pneumona',
      'diastolik heart failure',
      'COPD exacerbtion',
      'pneumoniia',
    ]);
  });

  it('leaves English words, short words, ambiguous slips and a noun beside its adjective alone', () => {
    // "injection" is a word, not a slip for "infection"; "hypoxemia" is the noun of "hypoxemic".
    expect(find(phrases, 'Injection site clean. Hypoxemia resolved.', false, slips)).toEqual([]);
    expect(find(['sepsis'], 'sepis', false, slips)).toEqual([]);
    expect(find(['diastolic', 'diastolid'], 'diastolix', false, slips)).toEqual([]);
    // Only when asked: a cue list is matched as written.
    expect(find(phrases, 'pneumona')).toEqual([]);
  });
});

describe('abbreviations written with full stops or in title case', () => {
  it('matches "C.O.P.D." and "A. Fib." as "COPD" and "a fib"', () => {
    const text = 'Acute exacerbation of C.O.P.D.; A. Fib., persistent.';
    expect(find(['COPD'], text, true)).toEqual(['C.O.P.D.']);
    expect(find(['a fib'], text)).toEqual(['A. Fib']);
    // The stop of a shortened word inside a phrase is passed over; a sentence's end is not.
    expect(find(['a fib, persistent', 'parox a fib'], 'A. Fib., persistent; parox. A. Fib. on apixaban.')).toEqual(['A. Fib., persistent', 'parox. A. Fib']);
    expect(find(['fib persistent'], 'Fib. Persistent cough.')).toEqual([]);
  });

  it('matches "Htn" for HTN, but not a title-case English word for an abbreviation', () => {
    expect(find(['HTN', 'CAT', 'TIA'], 'Htn, controlled. Cat scratch. Tia was visiting.', true)).toEqual(['Htn']);
  });
});

describe('compileConcepts', () => {
  const lexicon = [
    { id: 'sepsis', terms: ['sepsis'], pseudo: ['sepsis screen'] },
    { id: 'aki', terms: ['acute renal failure'], abbreviations: ['ARF'] },
    { id: 'arf-resp', terms: ['acute respiratory failure'], abbreviations: ['ARF'] },
  ];
  const matcher = compileConcepts(lexicon);
  const concepts = (text: string) => matcher.find(text, tokenize(text)).map((h) => h.concept);

  it('lets a pseudo phrase block the term it contains', () => {
    expect(concepts('Sepsis screen negative.')).toEqual([]);
    expect(concepts('Admitted with sepsis.')).toEqual(['sepsis']);
  });

  it('lets a pseudo phrase hold a number slot, while terms keep their digits', () => {
    const slotted = compileConcepts([
      { id: 'pressor', terms: ['phenylephrine'], pseudo: ['phenylephrine {number} mcg boluses'] },
      { id: 'stage', terms: ['stage 3'] },
    ]);
    const found = (text: string) => slotted.find(text, tokenize(text)).map((h) => text.slice(h.start, h.end));
    expect(found('Phenylephrine 100 mcg boluses x 4 after the spinal.')).toEqual([]);
    expect(found('Phenylephrine infusion at 1 mcg/kg/min.')).toEqual(['Phenylephrine']);
    expect(found('Sacral stage 3 injury.')).toEqual(['stage 3']);
  });

  it('lets a term hold a slot too: "quit in {year}" matches "quit in 2019", not "quit in 2 weeks"', () => {
    const quit = compileConcepts([{ id: 'stopped', terms: ['quit in {year}', 'quit {number} years ago'] }]);
    const found = (text: string) => quit.find(text, tokenize(text)).map((h) => text.slice(h.start, h.end));
    expect(found('Tobacco: quit in 2019.')).toEqual(['quit in 2019']);
    expect(found('He quit 5 years ago.')).toEqual(['quit 5 years ago']);
    expect(found('Plans to quit in 2 weeks.')).toEqual([]);
  });

  it('keeps every concept that claims the same ambiguous abbreviation', () => {
    expect(concepts('ARF on admission')).toEqual(['aki', 'arf-resp']);
  });

  it('resolves the longest match within a group only, so packs never hide each other', () => {
    const grouped = compileConcepts(
      [
        { id: 'pneumonia/lobar', terms: ['right lower lobe pneumonia'] },
        { id: 'sepsis/infection', terms: ['pneumonia'] },
        { id: 'sepsis/screen', terms: ['pneumonia'], pseudo: ['pneumonia screen'] },
      ],
      { groupOf: (id) => id.split('/')[0]! },
    );
    const text = 'Right lower lobe pneumonia.';
    expect(grouped.find(text, tokenize(text)).map((h) => `${h.concept}@${h.start}`)).toEqual(['pneumonia/lobar@0', 'sepsis/infection@17', 'sepsis/screen@17']);
  });
});

describe('case-exact phrases in a note typed in lower case', () => {
  const lowerNote = 'd/c summary. 73m w/ htn, hld, copd p/w watery diarrhea. hit his head on the table. pe: dry mm.';

  it('match in any case when the whole note is lower case', () => {
    expect(find(['HTN', 'HLD', 'COPD'], lowerNote, true)).toEqual(['htn', 'hld', 'copd']);
  });

  it('stay case-exact for two letters and for everyday words', () => {
    expect(find(['PE', 'HIT'], lowerNote, true)).toEqual([]);
  });

  it('stay case-exact in a note written in sentence case', () => {
    expect(find(['HTN'], 'History of htn was mentioned by the patient. Treated with lisinopril. Blood pressure stable.', true)).toEqual([]);
  });
});

describe('short asides in parentheses', () => {
  const concepts = compileConcepts([{ id: 'hf', terms: ['acute on chronic systolic heart failure'] }, { id: 'copd-exac', terms: ['chronic obstructive pulmonary disease exacerbation'] }]);
  const spans = (text: string) => concepts.find(text, tokenize(text)).map((h) => text.slice(h.start, h.end));

  it('are passed over inside a concept phrase, and the span covers them', () => {
    expect(spans('2. Acute on chronic systolic (HFrEF) heart failure: IV furosemide.')).toEqual(['Acute on chronic systolic (HFrEF) heart failure']);
    expect(spans('Chronic obstructive pulmonary disease (COPD) exacerbation.')).toEqual(['Chronic obstructive pulmonary disease (COPD) exacerbation']);
  });

  it('are read, not passed over, by a phrase that spells its bracket out', () => {
    const typed = compileConcepts([{ id: 'fx', terms: ['right hip fracture (midcervical)'] }]);
    const text = 'Principal: displaced right hip fracture (midcervical) after a fall.';
    expect(typed.find(text, tokenize(text)).map((h) => text.slice(h.start, h.end))).toEqual(['right hip fracture (midcervical)']);
  });

  it('are not passed over when long, unclosed or across a line', () => {
    expect(spans('Acute on chronic systolic (reduced EF on the last two echoes) heart failure.')).toEqual([]);
    expect(spans('Acute on chronic systolic (HFrEF\nheart failure.')).toEqual([]);
  });
});
