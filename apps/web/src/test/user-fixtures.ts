import type { SignedInUser } from '@manabiya/domain/contracts/auth';
import { ACCOUNT_TYPE } from '@manabiya/domain/enums/account-type';

const BASE_USER: SignedInUser = {
  id: 1,
  teacher_id: null,
  email: 'user@example.com',
  name: '山田 太郎',
  name_kana: 'ヤマダ タロウ',
  profile_icon_path: null,
  account_type: ACCOUNT_TYPE.student,
  isLogin: true,
  company_id: null,
  company_name: null,
  company_user_id: null,
  course_id: null,
  init_input_flg: null,
  final_input_flg: null,
  birthday: null,
  gender: null,
  prefecture_id: null,
  prefecture_name: null,
  has_consulting_flg: null,
  student_invoice_enabled: null,
  is_course_completed: null,
  section_permissions: null,
  main_role: null,
  language: null,
};

export function buildAdmin(overrides: Partial<SignedInUser> = {}): SignedInUser {
  return { ...BASE_USER, account_type: ACCOUNT_TYPE.admin, name: '管理 花子', main_role: 2, section_permissions: {}, ...overrides };
}

export function buildCompanyUser(overrides: Partial<SignedInUser> = {}): SignedInUser {
  return {
    ...BASE_USER,
    account_type: ACCOUNT_TYPE.company,
    name: '会社 一郎',
    company_id: 10,
    company_name: '株式会社サンプル',
    company_user_id: 5,
    has_consulting_flg: false,
    ...overrides,
  };
}

export function buildStudent(overrides: Partial<SignedInUser> = {}): SignedInUser {
  return {
    ...BASE_USER,
    account_type: ACCOUNT_TYPE.student,
    company_id: 10,
    company_name: '株式会社サンプル',
    init_input_flg: 1,
    has_consulting_flg: false,
    student_invoice_enabled: false,
    ...overrides,
  };
}
