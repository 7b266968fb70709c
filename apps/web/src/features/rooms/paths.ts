/** The rooms' pages (web routes, not API paths): the portals' menus declare the same patterns. */
export const ROOM_PATHS = {
  admin: '/admin/room',
  adminRoom: '/admin/room/:id',
  student: '/student/room',
  studentRoom: '/student/room/:id',
  company: '/company/room',
  companyRoom: '/company/room/:id',
} as const;

/** A room of the queue; `search` is the queue's search part (`?company_id=3`), carried so the room knows the queue's filters (decision 045). */
export const adminRoomPath = (id: number, search = '') => `/admin/room/${id}${search}`;
export const studentRoomPath = (id: number) => `/student/room/${id}`;
export const companyRoomPath = (id: number) => `/company/room/${id}`;
