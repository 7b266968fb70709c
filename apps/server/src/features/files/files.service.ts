import { pathOf } from '@manabiya/domain/endpoints/define-endpoint';
import { fileEndpoints } from '@manabiya/domain/endpoints/files';
import { ACCOUNT_TYPE } from '@manabiya/domain/enums/account-type';
import { can } from '@manabiya/domain/permissions/section-permissions';
import type { Section } from '@manabiya/domain/permissions/sections';
import { sectionAccessRefusal, type AuthContext } from '../../platform/auth/authenticate.ts';
import { notFound, unauthorized } from '../../platform/errors.ts';
import type { FileStorage } from '../../platform/storage.ts';

const NOT_FOUND = 'ファイルが見つかりません。';

/** What the courses feature tells of a stored step attachment. */
export interface StepAttachmentLookup {
  /** The step holding the attachment stored at `path`; undefined once the attachment or its step is gone. */
  stepOfAttachment(path: string): Promise<{ stepId: number; curriculumId: number } | undefined>;
}

/** Who may read a step, by the learning feature's rule (the one its step and curriculum pages follow). */
export interface StepReaders {
  mayStudentReadStep(studentId: number, stepId: number): Promise<boolean>;
  mayCompanyReadStep(companyId: number, curriculumId: number, stepId: number): Promise<boolean>;
}

/** Who may read a notice's image, by the notices feature's audience rule. */
export interface NoticeImageReaders {
  mayReadImage(session: AuthContext, path: string): Promise<boolean>;
}

export interface FileServiceDeps {
  storage: FileStorage;
  /** The session of a file link's token, whichever portal it belongs to. */
  auth: { authenticateAnyPortal(token: string): Promise<AuthContext> };
  steps: StepAttachmentLookup;
  stepReaders: StepReaders;
  notices: NoticeImageReaders;
}

/** How a file may be kept: by anyone's cache (no session needed), or by the signed-in browser only, asking again each time. */
export type FileCaching = 'public' | 'private';

/** The staff sections whose pages show each kind of file behind a session (a step's body and attachments; a notice's images). */
const STAFF_SECTIONS: Record<'step' | 'information', Section[]> = {
  // The course preview, the step editor, and a room's assignment panel show a step's body and files.
  step: ['course', 'curriculum', 'room'],
  information: ['information'],
};

export type FileService = ReturnType<typeof createFileService>;

/**
 * Stored uploads by kind (decision 039). Profile icons are public (decision 007). A step's
 * attachment or a notice's image needs a session that may read its step or notice, checked at each
 * request, so a file removed or unpublished is gone for everyone at once: 401 without a session,
 * 403 for staff without the section, 404 for anyone else who may not read it.
 */
export function createFileService({ storage, auth, steps, stepReaders, notices }: FileServiceDeps) {
  async function mayRead(session: AuthContext, kind: 'step' | 'information', path: string): Promise<boolean> {
    const { accountType, user } = session;
    if (accountType === ACCOUNT_TYPE.admin) {
      const needs = STAFF_SECTIONS[kind].map((section) => ({ section, access: 'read' as const }));
      if (!needs.some(({ section, access }) => can(user.section_permissions, section, access))) throw sectionAccessRefusal(needs);
    }
    if (kind === 'information') return notices.mayReadImage(session, path);
    const step = await steps.stepOfAttachment(path);
    if (!step) return false;
    if (accountType === ACCOUNT_TYPE.admin) return true;
    if (accountType === ACCOUNT_TYPE.student) return stepReaders.mayStudentReadStep(user.id, step.stepId);
    return user.company_id !== null && stepReaders.mayCompanyReadStep(user.company_id, step.curriculumId, step.stepId);
  }

  return {
    /**
     * A stored upload by its kind and random name, with how it may be cached; 404 when there is none
     * or the caller may not read it.
     */
    async read(kind: string, name: string, token: string | undefined): Promise<{ bytes: Buffer; contentType: string; caching: FileCaching }> {
      if (kind === 'step' || kind === 'information') {
        if (!token) throw unauthorized();
        const session = await auth.authenticateAnyPortal(token);
        if (!(await mayRead(session, kind, pathOf(fileEndpoints.read, { kind, name })))) throw notFound(NOT_FOUND);
      } else if (kind !== 'icon') {
        throw notFound(NOT_FOUND);
      }
      const file = await storage.read(kind, name);
      if (!file) throw notFound(NOT_FOUND);
      return { ...file, caching: kind === 'icon' ? 'public' : 'private' };
    },
  };
}
