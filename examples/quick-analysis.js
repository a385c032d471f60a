// A data scientist's first look: analyse one note, then validate a claim against it.
// Run after `npm run build`: node examples/quick-analysis.js
const { analyze, validateClaim } = require('clinval');

const text = [
  'HOSPITAL COURSE:  Acute kidney injury: creatinine 2.6 on admission (baseline 0.9), lisinopril held and IV fluids given; creatinine 1.1 at discharge.',
  'No evidence of pneumonia on chest x-ray.',
  'FAMILY HISTORY:  Mother with heart failure.',
].join('\n');

const analysis = analyze(text);
for (const m of analysis.mentions) {
  const flags = ['negated', 'historical', 'uncertain', 'hypothetical'].filter((f) => m[f]);
  console.log(`${m.concept.padEnd(20)} ${JSON.stringify(m.text).padEnd(26)} [${m.start},${m.end}) ${m.experiencer}${flags.length ? ' ' + flags.join(' ') : ''}`);
}
for (const v of analysis.measurements) {
  console.log(`${v.kind.padEnd(20)} ${JSON.stringify(v.text).padEnd(26)} ${v.canonical.value} ${v.canonical.unit}${v.role ? ' (' + v.role + ')' : ''}`);
}

const { validation } = validateClaim({
  claim: { principal_diagnosis: { code: 'N17.9' }, secondary_diagnosis: [{ code: 'J18.9' }] },
  discharge_summary: { text },
});
for (const { diagnosis, determination } of validation) {
  console.log(`\n${diagnosis.code}: ${determination.result} (${determination.confidence})\n  ${determination.reasoning}`);
  for (const e of determination.evidence) console.log(`  - ${e.evaluation} ${e.criteria}: [${e.source.start_index},${e.source.end_index})`);
}
