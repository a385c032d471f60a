import { assertOne, flagsOf } from './helpers';

describe('experiencer: family and others', () => {
  it.each([
    ['Family history of colon cancer.', 'colon cancer'],
    ['Family history significant for diabetes and hypertension.', 'hypertension'],
    ['Mother with breast cancer.', 'breast cancer'],
    ['Breast cancer in her mother.', 'Breast cancer'],
    ['Her father had an MI at 50.', 'MI'],
    ['Sister with lupus.', 'lupus'],
    ['A maternal aunt with ovarian cancer.', 'ovarian cancer'],
  ])('%s -> %s family', (text, target) => {
    expect(assertOne(text, target).experiencer).toBe('family');
  });

  it('"family history of" is also a history', () => {
    expect(flagsOf(assertOne('Family history of colon cancer.', 'colon cancer'))).toMatchObject({ experiencer: 'family', historical: true });
  });

  it.each([
    ['His wife has the flu.', 'the flu'],
    ['Her husband recently had pneumonia.', 'pneumonia'],
  ])('%s -> %s another person', (text, target) => {
    expect(assertOne(text, target).experiencer).toBe('other');
  });

  it.each([
    ['He was brought in by his wife after he had vomiting.', 'vomiting'],
    ['Brought in by her daughter for confusion.', 'confusion'],
    // The informant's phrase wrapped over a line is still one phrase.
    ['Per her\ndaughter, she is pleasantly confused at baseline.', 'pleasantly confused'],
    ['He lives with his wife and has chronic back pain.', 'chronic back pain'],
    ['He was brought to the ED by his coworkers after he had vomiting.', 'vomiting'],
    ['On hospital day 5 his wife found him disoriented and picking at the air.', 'disoriented'],
    ['Her daughter noticed new confusion the night before admission.', 'confusion'],
    ['Her daughter confirmed she was at her cognitive baseline throughout.', 'cognitive baseline'],
    ['She and her son both say she quit smoking in 2009.', 'quit smoking'],
  ])('a relative as the messenger, not the experiencer: %s', (text, target) => {
    expect(assertOne(text, target).experiencer).toBe('patient');
  });

  it('a relative far from the finding does not claim it', () => {
    expect(assertOne('Her mother drove her here after three days of worsening abdominal pain.', 'abdominal pain').experiencer).toBe('patient');
  });

  it('family wins over another person when both reach the target', () => {
    expect(assertOne("His wife's mother has diabetes.", 'diabetes').experiencer).toBe('family');
  });
});

describe("a relative's list of conditions", () => {
  it.each([
    ['Born to a 31-year-old G2P2 mother with gestational diabetes on insulin and chronic hypertension on labetalol.', 'chronic hypertension'],
    ['Infant of a mother with asthma, hypothyroidism and gestational hypertension.', 'gestational hypertension'],
    ['Her mother has rheumatoid arthritis, hypothyroidism and type 2 diabetes.', 'type 2 diabetes'],
    ['Father with a history of prostate cancer and coronary artery disease.', 'coronary artery disease'],
  ])('every item of the list is the relative\'s: %s', (text, target) => {
    expect(assertOne(text, target).experiencer).toBe('family');
  });

  it.each([
    ['Mother with him at the bedside; he has had fever and cough for three days.', 'cough'],
    ['His mother with whom he lives says he has been confused and febrile.', 'febrile'],
    ['Mother with breast cancer; the patient was admitted with pneumonia.', 'pneumonia'],
  ])("the relative's list ends where the patient's story starts: %s", (text, target) => {
    expect(assertOne(text, target).experiencer).toBe('patient');
  });
});

describe('another person doing something "still"', () => {
  it('the adverb does not end the other person\'s scope', () => {
    expect(flagsOf(assertOne('He quit smoking twenty years ago. His wife still smokes a pack a day.', 'smokes')).experiencer).not.toBe('patient');
    expect(flagsOf(assertOne('No fever, still has cough.', 'cough')).experiencer).toBe('patient');
  });
});
