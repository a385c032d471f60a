/** The engine version recorded in every analysis' provenance; a test keeps it equal to package.json. */
export const engineVersion = '0.1.0';
