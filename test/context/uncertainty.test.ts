import { assertOne, flagsOf } from './helpers';

describe('rule out (uncertain) vs ruled out (negated)', () => {
  it('"rule out" in a plan is uncertain, not negated', () => {
    const a = assertOne('Plan: admit to rule out sepsis.', 'sepsis');
    expect(a).toMatchObject({ uncertain: true, negated: false });
  });

  it.each(['R/o MI.', 'r/o MI.', 'Rule-out MI protocol.', 'Admitted to rule him out for MI.'])('%s -> uncertain', (text) => {
    expect(flagsOf(assertOne(text, 'MI'))).toMatchObject({ uncertain: true, negated: false });
  });

  it.each(['MI was ruled out.', 'MI has been ruled out.', 'He ruled out for MI.', 'Serial enzymes ruled out MI.'])('%s -> negated', (text) => {
    expect(flagsOf(assertOne(text, 'MI'))).toMatchObject({ negated: true, uncertain: false });
  });

  it.each([
    'MI not ruled out.',
    'MI has not been ruled out.',
    'MI cannot be ruled out.',
    'Cannot rule out MI.',
    'MI cannot be excluded.',
    'Cannot exclude MI.',
  ])('%s -> uncertain, not negated', (text) => {
    expect(flagsOf(assertOne(text, 'MI'))).toMatchObject({ negated: false, uncertain: true });
  });
});

describe('uncertainty cues', () => {
  it.each([
    ['Possible pneumonia.', 'pneumonia'],
    ['Probable viral syndrome.', 'viral syndrome'],
    ['Likely sepsis from a urinary source.', 'sepsis'],
    ['Concern for pulmonary embolism.', 'pulmonary embolism'],
    ['Questionable infiltrate at the right base.', 'infiltrate'],
    ['Suspected cholecystitis.', 'cholecystitis'],
    ['Findings suggestive of early appendicitis.', 'early appendicitis'],
    ['Atelectasis versus pneumonia.', 'pneumonia'],
    ['Atelectasis versus pneumonia.', 'Atelectasis'],
    ['Pneumonia is suspected.', 'Pneumonia'],
  ])('%s -> %s uncertain', (text, target) => {
    expect(assertOne(text, target).uncertain).toBe(true);
  });

  it('uncertainty does not spread past a terminator', () => {
    expect(assertOne('Possible pneumonia, but the effusion is certain.', 'effusion').uncertain).toBe(false);
  });
});
