import 'i18next';
import type admin from '../locales/ja/admin.json';
import type auth from '../locales/ja/auth.json';
import type common from '../locales/ja/common.json';
import type companies from '../locales/ja/companies.json';
import type companyPortal from '../locales/ja/companyPortal.json';
import type courses from '../locales/ja/courses.json';
import type enums from '../locales/ja/enums.json';
import type errors from '../locales/ja/errors.json';
import type form from '../locales/ja/form.json';
import type informations from '../locales/ja/informations.json';
import type learning from '../locales/ja/learning.json';
import type list from '../locales/ja/list.json';
import type menu from '../locales/ja/menu.json';
import type movies from '../locales/ja/movies.json';
import type mypage from '../locales/ja/mypage.json';
import type onboarding from '../locales/ja/onboarding.json';
import type permissionRoles from '../locales/ja/permissionRoles.json';
import type progress from '../locales/ja/progress.json';
import type publicPages from '../locales/ja/publicPages.json';
import type rooms from '../locales/ja/rooms.json';
import type shell from '../locales/ja/shell.json';
import type staff from '../locales/ja/staff.json';
import type start from '../locales/ja/start.json';
import type students from '../locales/ja/students.json';
import type surveyAnswer from '../locales/ja/surveyAnswer.json';
import type surveys from '../locales/ja/surveys.json';
import type teacherProfiles from '../locales/ja/teacherProfiles.json';
import type teachers from '../locales/ja/teachers.json';
import type testTaking from '../locales/ja/testTaking.json';
import type tests from '../locales/ja/tests.json';
import type webpush from '../locales/ja/webpush.json';

/** One line per catalogue file (locales/ja/<namespace>.json); the catalogue test checks none is missing. */
interface Catalogues {
  common: typeof common;
  errors: typeof errors;
  auth: typeof auth;
  publicPages: typeof publicPages;
  shell: typeof shell;
  start: typeof start;
  menu: typeof menu;
  list: typeof list;
  form: typeof form;
  enums: typeof enums;
  admin: typeof admin;
  onboarding: typeof onboarding;
  webpush: typeof webpush;
  mypage: typeof mypage;
  companyPortal: typeof companyPortal;
  teacherProfiles: typeof teacherProfiles;
  informations: typeof informations;
  staff: typeof staff;
  permissionRoles: typeof permissionRoles;
  teachers: typeof teachers;
  companies: typeof companies;
  students: typeof students;
  courses: typeof courses;
  movies: typeof movies;
  learning: typeof learning;
  progress: typeof progress;
  rooms: typeof rooms;
  tests: typeof tests;
  testTaking: typeof testTaking;
  surveys: typeof surveys;
  surveyAnswer: typeof surveyAnswer;
}

// Typed keys: a misspelt translation key fails the type check instead of showing the key. Keys
// resolve through the fallback namespaces, which are every namespace but `common` (lib/i18n.ts lists
// them from the catalogue files), so `t('admin.student.grade')` is checked against every catalogue.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    fallbackNS: Array<Exclude<keyof Catalogues, 'common'>>;
    resources: Catalogues;
  }
}
