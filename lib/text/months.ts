/** The month names in lower case, January first: dates written in words ("in March 2024", "her March admission"). */
export const MONTH_NAMES: readonly string[] = [
  'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
];

/** The months as clinicians shorten them ("her Jan 2025 admission"); "may" has no shorter form. */
export const MONTH_ABBREVIATIONS: readonly string[] = ['jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec'];

/**
 * A regex alternation of the month names with a capital first letter, for case-exact patterns: a
 * capital keeps "in May" a date and "in may" a verb's.
 */
export const CAPITALIZED_MONTHS = MONTH_NAMES.map((m) => m.charAt(0).toUpperCase() + m.slice(1)).join('|');
