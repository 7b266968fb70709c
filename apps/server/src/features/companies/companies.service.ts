import { isCompanyDeletable } from '@manabiya/domain/contracts/companies';
import type { CompanyBody, CompanyCsvQuery, CompanyItem, CompanyListQuery, CompanyStudentListQuery } from '@manabiya/domain/contracts/companies';
import type { ListResponse } from '@manabiya/domain/contracts/lists';
import type { StaffCaller } from '../../platform/auth/authenticate.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../platform/database-errors.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, conflict, HttpError, notFound } from '../../platform/errors.ts';
import { readPage } from '../../platform/paging.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { presentCompany } from './companies.presenter.ts';
import * as repo from './companies.repository.ts';
import { listStudentsOfCompany } from './company-students.repository.ts';

export const COMPANY_ENTITY = 'company';

export const companyNotFound = () => notFound('指定された会社は見つかりませんでした。削除された可能性があります。');

export interface CompanyServiceDeps {
  db: Db;
  audit: AuditService;
  /** The staff feature's answer to "does this account exist" (a sales owner is a staff member). */
  staff: { staffExists(tx: Db, id: number): Promise<boolean> };
}

export type CompanyService = ReturnType<typeof createCompanyService>;

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

function companyInUse({ students, companyUsers }: { students: number; companyUsers: number }) {
  return conflict(
    `この会社には受講生が${students}名、会社担当者が${companyUsers}名登録されているため削除できません。` +
      '先に受講生と会社担当者を削除してください。',
  );
}

/** A name that means the same as an existing company's is refused, naming that company (decision 024). */
function duplicateName(existing: { id: number; name: string }): HttpError {
  return new HttpError(409, `「${existing.name}」（会社ID ${existing.id}）がすでに登録されています。同じ会社なら登録済みのものを使い、別の会社なら名前を変えてください。`, 'conflict', {
    name: 'この名前の会社はすでに登録されています。',
  });
}

/** Companies as staff manage them: CRUD with audit, the CSV rows, the detail page's students and history. */
export function createCompanyService({ db, audit, staff }: CompanyServiceDeps) {
  /** Two saves at once both pass the check; the unique index refuses the second, answered like the check. */
  async function refusingDuplicateName<T>(name: string, exceptId: number | undefined, save: () => Promise<T>): Promise<T> {
    try {
      return await save();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const existing = await repo.findCompanyWithSameName(db, name, exceptId);
      if (existing) throw duplicateName(existing);
      throw error;
    }
  }

  async function assertSalesOwnerExists(tx: Db, salesOwnerId: number | null): Promise<void> {
    if (salesOwnerId !== null && !(await staff.staffExists(tx, salesOwnerId))) {
      throw badRequest('営業担当者が見つかりません。一覧から選び直してください。', { sales_owner_id: '指定された営業担当者は存在しません。' });
    }
  }

  async function assertCompanyExists(id: number): Promise<void> {
    if (!(await repo.companyExists(db, id))) throw companyNotFound();
  }

  async function getCompany(caller: StaffCaller, id: number): Promise<CompanyItem> {
    const row = await repo.findCompanyItem(db, id);
    if (!row) throw companyNotFound();
    return presentCompany(row, caller.permissions);
  }

  return {
    listCompanies(caller: StaffCaller, query: CompanyListQuery): Promise<ListResponse<CompanyItem>> {
      return readPage(query, repo.listCompanies(db, query), (rows) => rows.map((row) => presentCompany(row, caller.permissions)));
    },

    async listAllCompanies(caller: StaffCaller, query: CompanyCsvQuery): Promise<CompanyItem[]> {
      return (await repo.listCompanies(db, query).rows()).map((row) => presentCompany(row, caller.permissions));
    },

    getCompany,
    assertCompanyExists,
    companyExists: (id: number) => repo.companyExists(db, id),

    async createCompany(caller: StaffCaller, body: CompanyBody): Promise<CompanyItem> {
      const values = valuesOf(body);
      await assertSalesOwnerExists(db, values.sales_owner_id ?? null);
      const created = await refusingDuplicateName(values.name, undefined, () =>
        db.transaction(async (tx) => {
          const existing = await repo.findCompanyWithSameName(tx, values.name);
          if (existing) throw duplicateName(existing);
          const row = await repo.insertCompany(tx, values);
          await audit.record(tx, { staffId: caller.id, entityType: COMPANY_ENTITY, entityId: row.id, after: row });
          return row;
        }),
      );
      return getCompany(caller, created.id);
    },

    async updateCompany(caller: StaffCaller, id: number, body: CompanyBody): Promise<CompanyItem> {
      const values = valuesOf(body);
      await refusingDuplicateName(values.name, id, () => db.transaction(async (tx) => {
        const before = await repo.findCompanyForUpdate(tx, id);
        if (!before) throw companyNotFound();
        const existing = await repo.findCompanyWithSameName(tx, values.name, id);
        if (existing) throw duplicateName(existing);
        // Keeping an owner who has since left is allowed; only a newly chosen one must exist.
        if (values.sales_owner_id !== before.sales_owner_id) await assertSalesOwnerExists(tx, values.sales_owner_id ?? null);
        const after = await repo.updateCompany(tx, id, values);
        await audit.record(tx, { staffId: caller.id, entityType: COMPANY_ENTITY, entityId: id, before, after });
      }));
      return getCompany(caller, id);
    },

    /** Refused (409) by the same rule that gives a row `abilities.delete: false`. */
    async deleteCompany(caller: StaffCaller, id: number): Promise<void> {
      try {
        await db.transaction(async (tx) => {
          const before = await repo.findCompanyForUpdate(tx, id);
          if (!before) throw companyNotFound();
          const members = await repo.countMembersOfCompany(tx, id);
          if (!isCompanyDeletable({ student_count: members.students, company_user_count: members.companyUsers })) throw companyInUse(members);
          await repo.deleteCompany(tx, id);
          await audit.record(tx, { staffId: caller.id, entityType: COMPANY_ENTITY, entityId: id, before });
        });
      } catch (error) {
        // A student or user added between the count and the delete: the foreign key refuses it.
        if (isForeignKeyViolation(error)) throw companyInUse(await repo.countMembersOfCompany(db, id));
        throw error;
      }
    },

    async historyOf(id: number) {
      await assertCompanyExists(id);
      return audit.history(COMPANY_ENTITY, id);
    },

    async listStudentsOfCompany(id: number, query: CompanyStudentListQuery) {
      await assertCompanyExists(id);
      return readPage(query, listStudentsOfCompany(db, id, query), (rows) => rows);
    },
  };
}
