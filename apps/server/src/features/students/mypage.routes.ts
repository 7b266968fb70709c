import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { MessageResponse } from '@manabiya/domain/contracts/auth';
import { ErrorBody } from '@manabiya/domain/contracts/common';
import { ChangePasswordBody, MypageIconResponse, MypageProfile, UpdateMypageBody } from '@manabiya/domain/contracts/mypage';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../platform/auth/authenticate.ts';
import { badRequest } from '../../platform/errors.ts';
import type { StudentProfileService } from './student-profile.service.ts';

const tags = ['student: mypage'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** The signed-in student's own profile, icon and password. */
export function registerMypageRoutes(app: FastifyInstance, profiles: StudentProfileService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const studentId = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).user.id;

  api.get(
    '/api/student/mypage',
    { schema: { tags, summary: 'The own profile', response: { 200: MypageProfile, ...errors } } },
    (request) => profiles.getOwnProfile(studentId(request)),
  );

  api.put(
    '/api/student/mypage',
    { schema: { tags, summary: 'Update the own name, kana, birthday, gender and prefecture', body: UpdateMypageBody, response: { 200: MypageProfile, ...errors } } },
    (request) => profiles.updateOwnProfile(studentId(request), request.body),
  );

  api.post(
    '/api/student/mypage/icon',
    {
      schema: {
        tags,
        summary: 'Upload a profile icon (multipart, one file: PNG, JPEG or WebP, at most 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: MypageIconResponse, 413: ErrorBody, 415: ErrorBody, ...errors },
      },
    },
    async (request) => {
      const file = await request.file();
      if (!file) throw badRequest('アイコンの画像ファイルを選んでください。', { file: '画像ファイルを選んでください。' });
      return profiles.replaceIcon(studentId(request), await file.toBuffer());
    },
  );

  api.delete(
    '/api/student/mypage/icon',
    { schema: { tags, summary: 'Remove the profile icon', response: { 200: MypageIconResponse, ...errors } } },
    (request) => profiles.removeIcon(studentId(request)),
  );

  api.put(
    '/api/student/mypage/password',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { tags, summary: 'Change the password (current one required); other sessions end', body: ChangePasswordBody, response: { 200: MessageResponse, 429: ErrorBody, ...errors } },
    },
    async (request) => {
      const session = sessionOf(request);
      await profiles.changePassword(session.user.id, session.tokenHash, request.body);
      return { message: 'パスワードを変更しました。ほかの端末ではログアウトしました。' };
    },
  );
}
