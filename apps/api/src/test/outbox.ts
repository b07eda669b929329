import type { FastifyInstance } from 'fastify';

/** The kinds of the e-mails queued to an address, whatever their state in the outbox. */
export async function mailKindsTo(app: FastifyInstance, email: string): Promise<string[]> {
  const rows = await app.db.selectFrom('emailOutbox').select('kind').where('recipient', '=', email).execute();
  return rows.map((row) => row.kind);
}
