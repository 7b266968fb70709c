import { describe, expect, it } from 'vitest';
import { buildAdmin, buildCompanyUser, buildStudent } from '../test/user-fixtures.ts';
import { resolveRouteGuard } from './route-guard.ts';

const admin = buildAdmin();
const company = buildCompanyUser();
const student = buildStudent();
const newStudent = buildStudent({ init_input_flg: 0 });

describe('resolveRouteGuard', () => {
  it('sends the root and unknown first segments to the student login', () => {
    expect(resolveRouteGuard({ pathname: '/', user: null })).toEqual({ redirect: '/student/login' });
    expect(resolveRouteGuard({ pathname: '/', user: admin })).toEqual({ redirect: '/student/login' });
    expect(resolveRouteGuard({ pathname: '/teacher/login', user: null })).toEqual({ redirect: '/student/login' });
    expect(resolveRouteGuard({ pathname: '/adminx', user: admin })).toEqual({ redirect: '/student/login' });
  });

  it('lets anyone see the maintenance and not-found pages', () => {
    for (const user of [null, admin, newStudent]) {
      expect(resolveRouteGuard({ pathname: '/maintenance', user })).toEqual({});
      expect(resolveRouteGuard({ pathname: '/404', user })).toEqual({});
    }
  });

  it('renders public pages without login', () => {
    const publicPaths = [
      '/admin/login',
      '/company/login',
      '/student/login',
      '/company/reset-password-form',
      '/student/reset-password-form',
      '/admin/reset-password',
      '/company/reset-password',
      '/student/reset-password',
    ];
    for (const pathname of publicPaths) expect(resolveRouteGuard({ pathname, user: null })).toEqual({});
  });

  it('gives staff a self-service reset form like the other portals', () => {
    expect(resolveRouteGuard({ pathname: '/admin/reset-password-form', user: null })).toEqual({});
  });

  it('sends a signed-in user who opens the login page of their area to its start page', () => {
    expect(resolveRouteGuard({ pathname: '/admin/login', user: admin })).toEqual({ redirect: '/admin' });
    expect(resolveRouteGuard({ pathname: '/company/login', user: company })).toEqual({ redirect: '/company' });
    expect(resolveRouteGuard({ pathname: '/student/login', user: student })).toEqual({ redirect: '/student' });
  });

  it('keeps the login page of another area reachable for a signed-in user', () => {
    expect(resolveRouteGuard({ pathname: '/admin/login', user: student })).toEqual({});
    expect(resolveRouteGuard({ pathname: '/student/reset-password', user: student })).toEqual({});
  });

  it('sends a visitor without a user to the login of the area', () => {
    expect(resolveRouteGuard({ pathname: '/admin', user: null })).toEqual({ redirect: '/admin/login' });
    expect(resolveRouteGuard({ pathname: '/company/student', user: null })).toEqual({ redirect: '/company/login' });
    expect(resolveRouteGuard({ pathname: '/student/mypage', user: null })).toEqual({ redirect: '/student/login' });
  });

  it('sends a user of another account type to the login of the area', () => {
    expect(resolveRouteGuard({ pathname: '/admin', user: student })).toEqual({ redirect: '/admin/login' });
    expect(resolveRouteGuard({ pathname: '/company', user: admin })).toEqual({ redirect: '/company/login' });
    expect(resolveRouteGuard({ pathname: '/student/room', user: company })).toEqual({ redirect: '/student/login' });
  });

  it('lets a user into their own area', () => {
    expect(resolveRouteGuard({ pathname: '/admin', user: admin })).toEqual({});
    expect(resolveRouteGuard({ pathname: '/admin/', user: admin })).toEqual({});
    expect(resolveRouteGuard({ pathname: '/company/', user: company })).toEqual({});
    expect(resolveRouteGuard({ pathname: '/student', user: student })).toEqual({});
  });

  it('keeps a student without initial input on /student', () => {
    expect(resolveRouteGuard({ pathname: '/student/mypage', user: newStudent })).toEqual({ redirect: '/student' });
    expect(resolveRouteGuard({ pathname: '/student/test/12', user: buildStudent({ init_input_flg: null }) })).toEqual({
      redirect: '/student',
    });
    expect(resolveRouteGuard({ pathname: '/student', user: newStudent })).toEqual({});
    expect(resolveRouteGuard({ pathname: '/student/', user: newStudent })).toEqual({});
  });

  it('marks unknown paths inside an area as not found, at the address typed, once the known paths are given', () => {
    const knownPaths = ['/student', '/student/mypage', '/student/test/:id'];
    expect(resolveRouteGuard({ pathname: '/student/nothing', user: student, knownPaths })).toEqual({ notFound: true });
    expect(resolveRouteGuard({ pathname: '/student/mypage', user: student, knownPaths })).toEqual({});
    expect(resolveRouteGuard({ pathname: '/student/test/3', user: student, knownPaths })).toEqual({});
    expect(resolveRouteGuard({ pathname: '/admin/unknown', user: admin, knownPaths: ['/admin'] })).toEqual({ notFound: true });
    // Without the portal's paths the decision waits for the portal chunk.
    expect(resolveRouteGuard({ pathname: '/student/nothing', user: student })).toEqual({});
  });

  it('asks for login before revealing whether a path exists', () => {
    expect(resolveRouteGuard({ pathname: '/admin/unknown', user: null, knownPaths: ['/admin'] })).toEqual({
      redirect: '/admin/login',
    });
  });

  it('takes path parameters as numeric ids only', () => {
    const knownPaths = ['/admin', '/admin/company', '/admin/company/:id'];
    expect(resolveRouteGuard({ pathname: '/admin/company/12', user: admin, knownPaths })).toEqual({});
    expect(resolveRouteGuard({ pathname: '/admin/company/month', user: admin, knownPaths })).toEqual({ notFound: true });
  });
});
