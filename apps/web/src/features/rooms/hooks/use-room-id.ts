import { idParamSchema } from '@manabiya/domain/contracts/common';
import { matchPath, useLocation } from 'react-router';

/** The room id in the address (`/…/room/:id`): the shell routes by the menu's patterns itself, so the page reads it. Null when it is not an id. */
export function useRoomId(pattern: string): number | null {
  const parsed = idParamSchema().safeParse(matchPath(pattern, useLocation().pathname)?.params.id);
  return parsed.success ? parsed.data : null;
}
