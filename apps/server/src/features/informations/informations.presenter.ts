import { informationAbilities } from '@manabiya/domain/abilities/informations';
import type { InformationAdminItem, InformationFile, InformationItem } from '@manabiya/domain/contracts/informations';
import type { SectionPermissions } from '@manabiya/domain/permissions/section-permissions';
import { withIsoDates } from '../../platform/presenters.ts';
import type * as repo from './informations.repository.ts';

/** The images of several notices, by notice id, in their display order. */
export function groupFiles(rows: Awaited<ReturnType<typeof repo.filesOf>>): Map<number, InformationFile[]> {
  const byNotice = new Map<number, InformationFile[]>();
  for (const { information_id, ...file } of rows) byNotice.set(information_id, [...(byNotice.get(information_id) ?? []), file]);
  return byNotice;
}

/** A notice as the admin list and editor show it to a caller holding `permissions`. */
export function presentAdminItem(row: repo.AdminRow, files: Map<number, InformationFile[]>, permissions: SectionPermissions | null | undefined): InformationAdminItem {
  return { ...withIsoDates(row), information_files: files.get(row.id) ?? [], abilities: informationAbilities(permissions) };
}

/** A notice as a student or company user reads it: its publish date is when it was "created" for them. */
export function presentReaderItem(row: repo.ReaderRow, files: Map<number, InformationFile[]>): InformationItem {
  const { publish_date, ...rest } = withIsoDates(row);
  return { ...rest, information_files: files.get(row.id) ?? [], created_at: publish_date };
}
