import { eq, sql } from 'drizzle-orm';
import { siteContents } from '../../db/schema/site-contents.ts';
import { staff } from '../../db/schema/staff.ts';
import type { Db } from '../../platform/db.ts';

export async function findSiteContent(db: Db, key: string) {
  const [row] = await db
    .select({ key: siteContents.key, body_markdown: siteContents.body_markdown, updated_at: siteContents.updated_at, updated_by_name: staff.name })
    .from(siteContents)
    .leftJoin(staff, eq(staff.id, siteContents.updated_by))
    .where(eq(siteContents.key, key))
    .limit(1);
  return row;
}

export async function upsertSiteContent(db: Db, key: string, bodyMarkdown: string, staffId: number): Promise<void> {
  await db
    .insert(siteContents)
    .values({ key, body_markdown: bodyMarkdown, updated_by: staffId })
    .onConflictDoUpdate({ target: siteContents.key, set: { body_markdown: bodyMarkdown, updated_by: staffId, updated_at: sql`now()` } });
}
