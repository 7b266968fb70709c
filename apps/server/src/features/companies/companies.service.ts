import type { CompanyBody, CompanyCsvQuery, CompanyItem, CompanyListQuery, CompanyStudentListQuery } from '@manabiya/domain/contracts/companies';
import type { ListResponse } from '@manabiya/domain/contracts/lists';
import type { Db } from '../../platform/db.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { listAuditEntries, recordAudit } from '../audit/audit.service.ts';
import * as repo from './companies.repository.ts';
import { countStudentsOfCompany, selectStudentsOfCompany } from './company-students.repository.ts';
import { isForeignKeyViolation } from '../../platform/database-errors.ts';

export const COMPANY_ENTITY = 'company';

const companyNotFound = () => notFound('指定された企業は見つかりませんでした。削除された可能性があります。');

type CompanyItemRow = Awaited<ReturnType<typeof repo.findCompanyItem>> & {};

function toItem(row: CompanyItemRow): CompanyItem {
  return { ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() };
}

/** The body as columns: absent optional fields are stored as not set. */
function valuesOf(body: CompanyBody): repo.CompanyValues {
  return {
    name: body.name,
    name_kana: body.name_kana ?? null,
    address: body.address ?? null,
    phone: body.phone ?? null,
    contact_person: body.contact_person ?? null,
    sales_owner_id: body.sales_owner_id ?? null,
    has_consulting_flg: body.has_consulting_flg,
    student_invoice_enabled: body.student_invoice_enabled,
    contract_start: body.contract_start ?? null,
    contract_end: body.contract_end ?? null,
  };
}

async function assertSalesOwnerExists(db: Db, salesOwnerId: number | null): Promise<void> {
  if (salesOwnerId !== null && !(await repo.staffExists(db, salesOwnerId))) {
    throw badRequest('営業担当者が見つかりません。一覧から選び直してください。', { sales_owner_id: '指定された営業担当者は存在しません。' });
  }
}

export async function listCompanies(db: Db, query: CompanyListQuery): Promise<ListResponse<CompanyItem>> {
  const [rows, total] = await Promise.all([
    repo.selectCompanies(db, query, { limit: query.page_size, offset: query.page * query.page_size }),
    repo.countCompanies(db, query),
  ]);
  return { items: rows.map(toItem), total, page: query.page, page_size: query.page_size };
}

export async function listAllCompanies(db: Db, query: CompanyCsvQuery): Promise<CompanyItem[]> {
  return (await repo.selectCompanies(db, query)).map(toItem);
}

export async function getCompany(db: Db, id: number): Promise<CompanyItem> {
  const row = await repo.findCompanyItem(db, id);
  if (!row) throw companyNotFound();
  return toItem(row);
}

export async function createCompany(db: Db, staffId: number, body: CompanyBody): Promise<CompanyItem> {
  const values = valuesOf(body);
  await assertSalesOwnerExists(db, values.sales_owner_id ?? null);
  const created = await db.transaction(async (tx) => {
    const row = await repo.insertCompany(tx, values);
    await recordAudit(tx, { staffId, entityType: COMPANY_ENTITY, entityId: row.id, after: row });
    return row;
  });
  return getCompany(db, created.id);
}

export async function updateCompany(db: Db, staffId: number, id: number, body: CompanyBody): Promise<CompanyItem> {
  const values = valuesOf(body);
  await db.transaction(async (tx) => {
    const before = await repo.findCompanyForUpdate(tx, id);
    if (!before) throw companyNotFound();
    // Keeping an owner who has since left is allowed; only a newly chosen one must exist.
    if (values.sales_owner_id !== before.sales_owner_id) await assertSalesOwnerExists(tx, values.sales_owner_id ?? null);
    const after = await repo.updateCompany(tx, id, values);
    await recordAudit(tx, { staffId, entityType: COMPANY_ENTITY, entityId: id, before, after });
  });
  return getCompany(db, id);
}

export async function deleteCompany(db: Db, staffId: number, id: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const before = await repo.findCompanyForUpdate(tx, id);
      if (!before) throw companyNotFound();
      const members = await repo.countMembersOfCompany(tx, id);
      if (members.students > 0 || members.companyUsers > 0) throw companyInUse(members);
      await repo.deleteCompany(tx, id);
      await recordAudit(tx, { staffId, entityType: COMPANY_ENTITY, entityId: id, before });
    });
  } catch (error) {
    // A student or user added between the count and the delete: the foreign key refuses it.
    if (isForeignKeyViolation(error)) throw companyInUse(await repo.countMembersOfCompany(db, id));
    throw error;
  }
}

function companyInUse({ students, companyUsers }: { students: number; companyUsers: number }) {
  return conflict(
    `この企業には受講者が${students}名、企業ユーザーが${companyUsers}名登録されているため削除できません。` +
      '先に受講者と企業ユーザーを削除してください。',
  );
}

export async function listCompanyHistory(db: Db, id: number) {
  if (!(await repo.companyExists(db, id))) throw companyNotFound();
  return listAuditEntries(db, COMPANY_ENTITY, id);
}

export async function listStudentsOfCompany(db: Db, id: number, query: CompanyStudentListQuery) {
  if (!(await repo.companyExists(db, id))) throw companyNotFound();
  const [items, total] = await Promise.all([selectStudentsOfCompany(db, id, query), countStudentsOfCompany(db, id, query.q)]);
  return { items, total, page: query.page, page_size: query.page_size };
}

export async function assertCompanyExists(db: Db, id: number): Promise<void> {
  if (!(await repo.companyExists(db, id))) throw companyNotFound();
}
