import { detectSections } from '../../lib/segment/sections';
import { splitSentences } from '../../lib/segment/sentences';
import { tokenize } from '../../lib/text/tokens';

function sentences(text: string): string[] {
  return splitSentences(text, detectSections(text), tokenize(text)).map((s) => text.slice(s.start, s.end));
}

describe('splitSentences', () => {
  it('keeps clinical abbreviations and decimals inside a sentence', () => {
    expect(sentences('Pt. was given 2.5 mg b.i.d. and seen by Dr. Smith q.d. today. He improved.')).toEqual([
      'Pt. was given 2.5 mg b.i.d. and seen by Dr. Smith q.d. today.',
      'He improved.',
    ]);
  });

  it('does not end a sentence at "incl." or "esp." leading on to what they qualify, but does at "cont."', () => {
    expect(sentences('Biopsies sent; pathology incl. H. pylori stain pending.')).toEqual(['Biopsies sent; pathology incl. H. pylori stain pending.']);
    expect(sentences('Worse esp. at night. Better now.')).toEqual(['Worse esp. at night.', 'Better now.']);
    expect(sentences('Trelegy cont. Pulm rehab referral placed.')).toEqual(['Trelegy cont.', 'Pulm rehab referral placed.']);
  });

  it('splits after two spaces and a capital, the dictation habit', () => {
    expect(sentences('Afebrile.  Cr 1.1 -> 2.4.  Improved.')).toEqual(['Afebrile.', 'Cr 1.1 -> 2.4.', 'Improved.']);
  });

  it('runs a hard wrap on after a word no sentence ends on, but not after a table cell', () => {
    expect(sentences('Sputum grew S. pneumoniae; no\nPseudomonas was isolated.')).toEqual(['Sputum grew S. pneumoniae; no\nPseudomonas was isolated.']);
    expect(sentences('Smoker: No\nAlcohol: yes')).toEqual(['Smoker: No', 'Alcohol: yes']);
    // A year opening the wrapped line is no list number.
    expect(sentences('Hypothyroidism after thyroiditis in\n1989; levothyroxine stopped in 2019.')).toEqual(['Hypothyroidism after thyroiditis in\n1989; levothyroxine stopped in 2019.']);
    expect(sentences('MRSA pneumonia   Ruled out   N/A\nLactic acidosis   Resolved   Y')).toEqual(['MRSA pneumonia   Ruled out   N/A', 'Lactic acidosis   Resolved   Y']);
  });

  it('never crosses a section header, even inline', () => {
    expect(sentences('HPI: Fever and chills PAST MEDICAL HISTORY: HTN')).toEqual(['Fever and chills', 'HTN']);
  });

  it('starts a new sentence at each list item, including flattened lists', () => {
    expect(sentences('DISCHARGE DIAGNOSES:\n1. Sepsis\n2. Pneumonia')).toEqual(['1. Sepsis', '2. Pneumonia']);
    expect(sentences('DISCHARGE DIAGNOSES:,1.  Sepsis.,2.  Pneumonia.')).toEqual(['1.  Sepsis.,', '2.  Pneumonia.']);
  });

  it('splits a list of four items or more written on one line at its pipes, but reads a table row whole', () => {
    expect(sentences('R heel unstageable PI - offloading | L heel - blanchable erythema only, skin intact | T2DM | HTN')).toEqual([
      'R heel unstageable PI - offloading |',
      'L heel - blanchable erythema only, skin intact |',
      'T2DM |',
      'HTN',
    ]);
    // Three cells on a line of their own are one record: the drug, its history, what was done.
    expect(sentences('Apixaban 5 mg BID | not taken since 2022 | NOT RESTARTED')).toEqual(['Apixaban 5 mg BID | not taken since 2022 | NOT RESTARTED']);
    // A row among rows, with or without border pipes, keeps its cells together: the indication column is the drug's.
    expect(sentences('Medication | Home | Indication\nMetoprolol 50 mg | yes | AF')).toEqual(['Medication | Home | Indication', 'Metoprolol 50 mg | yes | AF']);
    expect(sentences('| Sepsis | ruled out |')).toEqual(['| Sepsis | ruled out |']);
  });

  it('joins a hard line wrap mid-sentence but splits lines of a list', () => {
    expect(sentences('He had a\r\nsignificant element of CHF.\r\nHypertension\r\nDiabetes')).toEqual([
      'He had a\r\nsignificant element of CHF.',
      'Hypertension',
      'Diabetes',
    ]);
  });

  it('ends a quoted sentence after its closing quote, on the line or at a line break', () => {
    expect(sentences('Night float asked "dilutional thrombocytopenia?" Platelet transfusions: none. He said "fine." and left.')).toEqual([
      'Night float asked "dilutional thrombocytopenia?"',
      'Platelet transfusions: none.',
      'He said "fine." and left.',
    ]);
    expect(sentences('"Left heel: leave the eschar intact."\n"Right buttock: foam dressing."')).toEqual([
      '"Left heel: leave the eschar intact."',
      '"Right buttock: foam dressing."',
    ]);
  });

  it('ends a sentence at a blank line', () => {
    expect(sentences('No fever\n\nCough resolved')).toEqual(['No fever', 'Cough resolved']);
  });
});
