/**
 * A list as one query parameter: a PostgreSQL array literal of texts, each quoted, cast where it is
 * used (`::text[]`, `::uuid[]`, `::jsonb[]`) and read with `= any(…)` or `unnest(…)`. One parameter
 * whatever the list's length, and one plan for every length.
 */
export const textArray = (values: readonly string[]) => `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
