import { eq, sql } from 'drizzle-orm';
import { users } from '../src/db/schema.js';
import type { TestApp } from './test-app.js';

/**
 * Makes the database refuse one kind of write, as a real failure halfway through a change would: a
 * trigger that raises. `when` narrows it (a condition on OLD or NEW, e.g. to one user's rows), so the
 * writes of other tests go through. Answers the function that lifts the refusal.
 */
export async function refuseWrites(
  t: TestApp,
  table: string,
  operation: 'INSERT' | 'UPDATE' | 'DELETE',
  when: string,
): Promise<() => Promise<void>> {
  const trigger = `test_refuse_${table}_${operation.toLowerCase()}`;
  const { db } = t.database;
  await db.execute(
    sql.raw(`create or replace function test_refuse_write() returns trigger as $$
      begin raise exception 'write refused by the test'; end $$ language plpgsql`),
  );
  await db.execute(
    sql.raw(`create trigger ${trigger} before ${operation} on "${table}" for each row when (${when}) execute function test_refuse_write()`),
  );
  return async () => void (await db.execute(sql.raw(`drop trigger ${trigger} on "${table}"`)));
}

/** The id of the user with this address, for a trigger's condition. */
export async function userIdOf(t: TestApp, email: string): Promise<string> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}
