/** The rooms' pages (web routes, not API paths): the portals' menus declare the same patterns. */
export const ROOM_PATHS = {
  admin: '/admin/room',
  adminRoom: '/admin/room/:id',
  student: '/student/room',
  studentRoom: '/student/room/:id',
  company: '/company/room',
  companyRoom: '/company/room/:id',
} as const;

export const adminRoomPath = (id: number) => `/admin/room/${id}`;
export const studentRoomPath = (id: number) => `/student/room/${id}`;
export const companyRoomPath = (id: number) => `/company/room/${id}`;
