import { type RawBuilder, sql } from 'kysely';

/** SQL pieces the loader builds its generate_series statements from: values written in, picked by modulo. */
export const literal = (value: string | number) => sql.lit(value);
export const textArray = (values: readonly string[]) => sql`(array[${sql.join(values.map(literal))}]::text[])`;
export const intArray = (values: readonly number[]) => sql`(array[${sql.join(values.map(literal))}]::int[])`;
/** The element `index` modulo the list's length. */
const pick = (array: RawBuilder<unknown>, length: number, index: RawBuilder<unknown>) => sql`${array}[(${index}) % ${literal(length)} + 1]`;
export const pickText = (values: readonly string[], index: RawBuilder<unknown>) => pick(textArray(values), values.length, index);
export const pickId = (values: readonly number[], index: RawBuilder<unknown>) => pick(intArray(values), values.length, index);
