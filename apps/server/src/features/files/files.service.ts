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

/** Who may see a test question's image, by the tests feature's rule (staff need section `test` read). */
export interface QuestionImageReaders {
  mayStudentReadQuestionImage(studentId: number, path: string): Promise<boolean>;
}

export interface FileServiceDeps {
  storage: FileStorage;
  /** The session of a file link's token, whichever portal it belongs to. */
  auth: { authenticateAnyPortal(token: string): Promise<AuthContext> };
  steps: StepAttachmentLookup;
  stepReaders: StepReaders;
  notices: NoticeImageReaders;
  questionImages: QuestionImageReaders;
}

/** How a file may be kept: by anyone's cache (no session needed), or by the signed-in browser only, asking again each time. */
export type FileCaching = 'public' | 'private';

/** The kinds of file read behind a session. */
type SessionKind = 'step' | 'information' | 'test';
const SESSION_KINDS: readonly string[] = ['step', 'information', 'test'] satisfies SessionKind[];
const isSessionKind = (kind: string): kind is SessionKind => SESSION_KINDS.includes(kind);

/** The staff sections whose pages show each kind of file behind a session (a step's body and attachments; a notice's images; a question's image). */
const STAFF_SECTIONS: Record<SessionKind, Section[]> = {
  // The course preview, the step editor, and a room's assignment panel show a step's body and files.
  step: ['course', 'curriculum', 'room'],
  information: ['information'],
  // The test editor shows an image as soon as it is uploaded, before a question holds it.
  test: ['test'],
};

export type FileService = ReturnType<typeof createFileService>;

/**
 * Stored uploads by kind (decision 039). Profile icons are public (decision 007). A step's
 * attachment, a notice's image or a test question's image (decision 048) needs a session that may
 * read its step, notice or test, checked at each request, so a file removed or unpublished is gone
 * for everyone at once: 401 without a session, 403 for staff without the section, 404 for anyone
 * else who may not read it.
 */
export function createFileService({ storage, auth, steps, stepReaders, notices, questionImages }: FileServiceDeps) {
  async function mayRead(session: AuthContext, kind: SessionKind, path: string): Promise<boolean> {
    const { accountType, user } = session;
    if (accountType === ACCOUNT_TYPE.admin) {
      const needs = STAFF_SECTIONS[kind].map((section) => ({ section, access: 'read' as const }));
      if (!needs.some(({ section, access }) => can(user.section_permissions, section, access))) throw sectionAccessRefusal(needs);
    }
    if (kind === 'information') return notices.mayReadImage(session, path);
    if (kind === 'test') {
      if (accountType === ACCOUNT_TYPE.admin) return true;
      return accountType === ACCOUNT_TYPE.student && questionImages.mayStudentReadQuestionImage(user.id, path);
    }
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
      if (isSessionKind(kind)) {
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
