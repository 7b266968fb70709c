import { lazy } from 'react';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import CampaignIcon from '@mui/icons-material/Campaign';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import EditNoteIcon from '@mui/icons-material/EditNote';
import EventIcon from '@mui/icons-material/Event';
import ForumIcon from '@mui/icons-material/Forum';
import HelpIcon from '@mui/icons-material/Help';
import MailIcon from '@mui/icons-material/Mail';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import MovieIcon from '@mui/icons-material/Movie';
import PersonIcon from '@mui/icons-material/Person';
import PollIcon from '@mui/icons-material/Poll';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import QuizIcon from '@mui/icons-material/Quiz';
import ReceiptIcon from '@mui/icons-material/Receipt';
import { LEARNING_PATHS } from '../../features/learning/paths.ts';
import type { PortalMenu } from '../../shell/portal-menu.ts';

/** Every student screen of spec §2, with the consulting and invoice gates of spec §6. */
export const STUDENT_MENU: PortalMenu = {
  area: 'student',
  groups: [{ id: 'help', icon: HelpIcon }],
  items: [
    { path: '/student', labelKey: 'menu.student.dashboard', icon: DashboardIcon, page: lazy(() => import('./pages/student-start-page.tsx')) },
    { path: '/student/curriculum', labelKey: 'menu.student.curriculum', icon: MenuBookIcon, page: lazy(() => import('./pages/student-curriculum-page.tsx')) },
    // A curriculum and a step are reached from the course map.
    { path: LEARNING_PATHS.curriculum, labelKey: 'menu.student.curriculum', icon: MenuBookIcon, hiddenFromMenu: true, page: lazy(() => import('./pages/student-curriculum-detail-page.tsx')) },
    { path: LEARNING_PATHS.step, labelKey: 'menu.student.curriculum', icon: MenuBookIcon, hiddenFromMenu: true, page: lazy(() => import('./pages/student-step-page.tsx')) },
    // The tests of the student's course; a test's own page is full width (below).
    { path: '/student/test', labelKey: 'menu.student.test', icon: QuizIcon, page: lazy(() => import('./pages/student-test-page.tsx')) },
    { path: '/student/movie', labelKey: 'menu.student.movie', icon: MovieIcon, page: lazy(() => import('./pages/student-movie-page.tsx')) },
    // Daily reports (日報) and self-checks per curriculum; `?selfcheck=<curriculum id>` opens one.
    { path: '/student/report', labelKey: 'menu.student.report', icon: EditNoteIcon, page: lazy(() => import('./pages/student-report-page.tsx')) },
    { path: '/student/room', labelKey: 'menu.student.room', icon: ForumIcon, page: lazy(() => import('./pages/student-room-page.tsx')) },
    // A room's chat, reached from the room list or an assignment step.
    { path: '/student/room/:id', labelKey: 'menu.student.room', icon: ForumIcon, hiddenFromMenu: true, page: lazy(() => import('./pages/student-room-detail-page.tsx')) },
    { path: '/student/teacher', labelKey: 'menu.student.teacher', icon: PersonIcon, page: lazy(() => import('./pages/student-teacher-page.tsx')) },
    { path: '/student/event-schedule', labelKey: 'menu.student.eventSchedule', icon: EventIcon, gate: (user) => user.has_consulting_flg === true },
    {
      path: '/student/invoice',
      labelKey: 'menu.student.invoice',
      icon: ReceiptIcon,
      // The company allow-list of spec §2 is the company's student_invoice_enabled flag.
      gate: (user) => user.student_invoice_enabled === true,
    },
    { path: '/student/information', labelKey: 'menu.student.information', icon: CampaignIcon, page: lazy(() => import('./pages/student-informations-page.tsx')) },
    { path: '/student/mypage', labelKey: 'menu.student.mypage', icon: AccountCircleIcon, page: lazy(() => import('./pages/student-mypage-page.tsx')) },
    { path: '/student/help/faq', labelKey: 'menu.student.faq', icon: QuestionAnswerIcon, group: 'help' },
    { path: '/student/help/contact', labelKey: 'menu.student.contact', icon: MailIcon, group: 'help' },
    { path: '/student/help/manual', labelKey: 'menu.student.manual', icon: DescriptionIcon, group: 'help' },
    // Reached from the tests list rather than the sidebar; shown full width without the side menu.
    {
      path: '/student/test/:testId',
      labelKey: 'menu.student.test',
      icon: QuizIcon,
      hiddenFromMenu: true,
      page: lazy(() => import('./pages/student-test-detail-page.tsx')),
    },
    // A survey by its id (a satisfaction survey linked from an event), reached from a link rather than the sidebar.
    { path: '/student/survey/:id', labelKey: 'menu.student.survey', icon: PollIcon, hiddenFromMenu: true, page: lazy(() => import('./pages/student-survey-page.tsx')) },
  ],
};
