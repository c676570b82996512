/**
 * Marks a message the build has already parsed: the rest of the string is its ICU syntax tree as JSON. The
 * production bundle then carries no ICU parser (about 95 KB of source), only the formatter.
 */
export const PRECOMPILED = '\u0001icu:';
