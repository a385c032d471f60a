import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** The test database, set by scripts/pg-test-server.sh (or any PostgreSQL the developer points at). */
export const PG_URL = process.env.CLINVAL_TEST_PG_URL ?? '';

export const PG_SKIP_REASON = 'skipped: CLINVAL_TEST_PG_URL is unset (export CLINVAL_TEST_PG_URL="$(scripts/pg-test-server.sh start)")';

/** A schema name no other test uses. */
export function freshSchema(): string {
  return `clinval_t_${process.pid}_${randomBytes(4).toString('hex')}`;
}

/** Runs SQL on the test database with a short-lived connection of its own. */
export async function sql<T extends Record<string, unknown>>(text: string, params: unknown[] = [], url = PG_URL): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}

export async function dropSchema(schema: string): Promise<void> {
  await sql(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
}
