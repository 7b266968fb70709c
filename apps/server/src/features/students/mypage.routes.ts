import { mypageEndpoints as endpoints } from '@manabiya/domain/endpoints/students';
import type { FastifyInstance } from 'fastify';
import { sessionOf, studentIdOf } from '../../platform/auth/authenticate.ts';
import { addEndpointRoute } from '../../platform/endpoint-route.ts';
import { badRequest } from '../../platform/errors.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { StudentProfileService } from './student-profile.service.ts';

const tags = ['student: mypage'];

/** The signed-in student's own profile and icon, and the password (auth's, as for every account). */
export function registerMypageRoutes(app: FastifyInstance, profiles: StudentProfileService, auth: Pick<AuthService, 'changePassword'>): void {
  addEndpointRoute(app, endpoints.profile, { tags, handler: (request) => profiles.getOwnProfile(studentIdOf(request)) });
  addEndpointRoute(app, endpoints.updateProfile, { tags, handler: (request) => profiles.updateOwnProfile(studentIdOf(request), request.body) });
  addEndpointRoute(app, endpoints.setIcon, {
    tags,
    moreErrors: [413, 415],
    handler: async (request) => {
      const file = await request.file();
      if (!file) throw badRequest('アイコンの画像ファイルを選んでください。', { file: '画像ファイルを選んでください。' });
      return profiles.replaceIcon(studentIdOf(request), await file.toBuffer());
    },
  });
  addEndpointRoute(app, endpoints.removeIcon, { tags, handler: (request) => profiles.removeIcon(studentIdOf(request)) });
  addEndpointRoute(app, endpoints.changePassword, {
    tags,
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    moreErrors: [429],
    handler: async (request) => {
      await auth.changePassword(sessionOf(request), request.body);
      return { message: 'パスワードを変更しました。ほかの端末ではログアウトしました。' };
    },
  });
}
