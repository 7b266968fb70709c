import { ACCESS_TOKEN_COOKIE, type SignedInUser } from '@manabiya/domain/contracts/auth';
import { isArea, type AccountType, type Area } from '@manabiya/domain/enums/account-type';
import type { Access } from '@manabiya/domain/permissions/access-levels';
import { can, type SectionPermissions } from '@manabiya/domain/permissions/section-permissions';
import type { Section } from '@manabiya/domain/permissions/sections';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, HttpError, notFound, unauthorized } from '../errors.ts';

/** The session behind a request: who is signed in, through which session. */
export interface AuthContext {
  sessionId: number;
  tokenHash: string;
  accountType: AccountType;
  user: SignedInUser;
}

/**
 * What the request hook needs of the auth feature (its service provides it): platform code names
 * no feature, so the dependency is this shape, passed in by buildApp.
 */
export interface SessionAuthenticator {
  /** Resolves a token for a request to `area`: 401 when it is not a live session, 403 when it is another portal's. */
  authenticate(token: string, area: Area): Promise<AuthContext>;
}

/** An access to a section, or to any one of several. */
export interface SectionAccess {
  section: Section | readonly Section[];
  access: Access;
}

/**
 * What an admin route needs: an access to a section (or to any one of several, for a lookup that
 * serves forms of several sections), any one of several such (a lookup read by some sections' lists
 * and written by others' forms), or only a signed-in staff member.
 */
export type RoutePermission = SectionAccess | readonly SectionAccess[] | 'any-staff';

/** Each section of a permission with the access it needs there: any one of them lets the caller in. */
export function requirementsOf(permission: Exclude<RoutePermission, 'any-staff'>): Array<{ section: Section; access: Access }> {
  const alternatives: readonly SectionAccess[] = 'access' in permission ? [permission] : permission;
  return alternatives.flatMap(({ section, access }) => [section].flat().map((one) => ({ section: one, access })));
}

/** The sections of a permission, whatever access each needs. */
export const sectionsOf = (permission: Exclude<RoutePermission, 'any-staff'>): Section[] => requirementsOf(permission).map((need) => need.section);

export interface PortalRoute {
  area: 'company' | 'student';
  method: string;
  url: string;
}

export interface AdminRoute {
  method: string;
  url: string;
  permission: RoutePermission;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a session (login, password reset, health). */
    public?: boolean;
    /** Required on every non-public /api/admin route; checked before the handler runs. */
    permission?: RoutePermission;
    /** A session of another portal answers 401 here instead of 403 (the token check signs the browser out). */
    otherPortalIsSignedOut?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** Every non-public admin route with its permission, as registered (the permission matrix test walks it). */
    adminRoutes: AdminRoute[];
    /** Every non-public company and student route, as registered (the tenant isolation test walks it). */
    portalRoutes: PortalRoute[];
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Who may reach a route, decided from its registered path (never from the URL a client sent):
 * a portal's API needs a session of that portal; the web app's pages and assets are public; any
 * other `/api/` path is public only when it says so, and otherwise is refused.
 */
export type RouteGuard = { kind: 'public' } | { kind: 'session'; area: Area } | { kind: 'unclassified' };

export function guardOfRoute(routeUrl: string | undefined, config: { public?: boolean } | undefined): RouteGuard {
  if (config?.public) return { kind: 'public' };
  if (routeUrl === undefined) return { kind: 'unclassified' };
  const [, first, second] = routeUrl.split('/');
  if (first !== 'api') return { kind: 'public' };
  return isArea(second) ? { kind: 'session', area: second } : { kind: 'unclassified' };
}

export function readToken(request: FastifyRequest): { token: string; viaCookie: boolean } | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return { token: header.slice(7).trim(), viaCookie: false };
  const cookie = request.cookies[ACCESS_TOKEN_COOKIE];
  return cookie ? { token: cookie, viaCookie: true } : undefined;
}

/** Cookie-authenticated writes must come from our own pages (defence in depth beside SameSite=Strict). */
/**
 * Cookie-authenticated writes and sockets must come from our own pages (defence in depth beside
 * SameSite=Strict): scheme, host and port of the Origin equal those of PUBLIC_URL, or, when none is
 * configured, those the request itself was addressed to.
 */
export function isSameOrigin(request: FastifyRequest, publicUrl: string | undefined): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  const expected = publicUrl ?? `${request.protocol}://${request.host}`;
  try {
    return new URL(origin).origin === new URL(expected).origin;
  } catch {
    return false;
  }
}

export function registerAuthentication(app: FastifyInstance, authService: SessionAuthenticator, publicUrl: string | undefined): void {
  app.decorateRequest('auth', null);
  const adminRoutes: AdminRoute[] = [];
  const portalRoutes: PortalRoute[] = [];
  app.decorate('adminRoutes', adminRoutes);
  app.decorate('portalRoutes', portalRoutes);

  app.addHook('onRoute', (route) => {
    const guard = guardOfRoute(route.url, route.config);
    if (guard.kind === 'unclassified') {
      throw new Error(`Route ${String(route.method)} ${route.url} is under /api/ but in no portal and not declared public`);
    }
    if (guard.kind === 'public') return;
    const { area } = guard;
    if (area !== 'admin') {
      for (const method of [route.method].flat()) if (method !== 'HEAD') portalRoutes.push({ area, method, url: route.url });
      return;
    }
    const permission = route.config?.permission;
    if (!permission) throw new Error(`Admin route ${String(route.method)} ${route.url} declares no permission`);
    for (const method of [route.method].flat()) if (method !== 'HEAD') adminRoutes.push({ method, url: route.url, permission });
  });

  // Public routes and pages pass synchronously (no promise per request); the rest awaits the session check.
  app.addHook('onRequest', (request, _reply, done) => {
    // Nothing matched: the not-found handler answers 404 and reaches no data.
    if (request.is404) return done();
    const guard = guardOfRoute(request.routeOptions.url, request.routeOptions.config);
    if (guard.kind === 'public') return done();
    if (guard.kind === 'unclassified') return done(forbidden('このリクエストは受け付けられません。'));
    checkSession(request, guard.area).then(() => done(), done);
  });

  async function checkSession(request: FastifyRequest, area: Area): Promise<void> {
    const credentials = readToken(request);
    if (!credentials) throw unauthorized();
    if (credentials.viaCookie && !SAFE_METHODS.has(request.method) && !isSameOrigin(request, publicUrl)) {
      throw forbidden('別のサイトからのリクエストは受け付けられません。');
    }
    request.auth = await authService.authenticate(credentials.token, area).catch((error: unknown) => {
      if (error instanceof HttpError && error.statusCode === 403 && request.routeOptions.config.otherPortalIsSignedOut) {
        throw unauthorized('別のポータルのセッションです。もう一度ログインしてください。');
      }
      throw error;
    });
    const permission = request.routeOptions.config.permission;
    if (area === 'admin' && permission && permission !== 'any-staff') {
      const needs = requirementsOf(permission);
      if (!needs.some(({ section, access }) => can(request.auth?.user.section_permissions, section, access))) throw sectionAccessRefusal(needs);
    }
  }
}

/** The 403 of a missing section access, naming every section that would let the caller in, by access. */
export function sectionAccessRefusal(needs: Array<{ section: Section; access: Access }>): HttpError {
  const accesses = [...new Set(needs.map((need) => need.access))];
  const sectionsWith = (access: Access) => needs.filter((need) => need.access === access).map((need) => need.section).join('」または「');
  const [first, ...others] = accesses as [Access, ...Access[]];
  if (others.length === 0) return forbidden(`この操作には「${sectionsWith(first)}」の${accessLabel(first)}権限が必要です。`);
  const rest = others.map((access) => `「${sectionsWith(access)}」の${accessLabel(access)}権限`).join('、または');
  return forbidden(`この操作には「${sectionsWith(first)}」の${accessLabel(first)}権限、または${rest}が必要です。`);
}

function accessLabel(access: Access): string {
  return { read: '閲覧', write: '編集', all: '全体' }[access];
}

/** The session of a route that is not public; the hook guarantees it. */
export function sessionOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** The staff member behind an admin request: who acts (audit) and what they may do (abilities). */
export interface StaffCaller {
  id: number;
  permissions: SectionPermissions | null;
}

export function staffCallerOf(request: FastifyRequest): StaffCaller {
  const { user } = sessionOf(request);
  return { id: user.id, permissions: user.section_permissions };
}

/**
 * The tenant scope of a company portal request: the session's company, never a client-sent id, so
 * another company's student, room or curriculum is not found. Every company user has one.
 */
export function companyOf(request: FastifyRequest): number {
  const companyId = sessionOf(request).user.company_id;
  if (companyId === null) throw notFound();
  return companyId;
}

/** The student behind a student portal request: what they read and write is their own. */
export const studentIdOf = (request: FastifyRequest): number => sessionOf(request).user.id;
