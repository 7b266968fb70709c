import { lazy } from 'react';
import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';
import BadgeIcon from '@mui/icons-material/Badge';
import CampaignIcon from '@mui/icons-material/Campaign';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ContactSupportIcon from '@mui/icons-material/ContactSupport';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EventIcon from '@mui/icons-material/Event';
import ForumIcon from '@mui/icons-material/Forum';
import GroupsIcon from '@mui/icons-material/Groups';
import HelpIcon from '@mui/icons-material/Help';
import InsightsIcon from '@mui/icons-material/Insights';
import MailIcon from '@mui/icons-material/Mail';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PersonIcon from '@mui/icons-material/Person';
import PollIcon from '@mui/icons-material/Poll';
import PriorityHighIcon from '@mui/icons-material/PriorityHigh';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import QuizIcon from '@mui/icons-material/Quiz';
import ReceiptIcon from '@mui/icons-material/Receipt';
import RecordVoiceOverIcon from '@mui/icons-material/RecordVoiceOver';
import SchoolIcon from '@mui/icons-material/School';
import type { PortalMenu } from '../../shell/portal-menu.ts';

/** Every company screen of spec §2; company users see them all except consulting-only events. */
export const COMPANY_MENU: PortalMenu = {
  area: 'company',
  groups: [
    { id: 'student', icon: SchoolIcon }, { id: 'schedule', icon: CalendarMonthIcon }, { id: 'test', icon: QuizIcon }, { id: 'help', icon: HelpIcon },
  ],
  items: [
    { path: '/company', labelKey: 'menu.company.dashboard', icon: DashboardIcon, page: lazy(() => import('./pages/company-start-page.tsx')) },
    { path: '/company/attention', labelKey: 'menu.company.attention', icon: PriorityHighIcon },
    { path: '/company/student', labelKey: 'menu.company.studentList', icon: GroupsIcon, group: 'student', page: lazy(() => import('./pages/company-student-page.tsx')) },
    { path: '/company/student/progress', labelKey: 'menu.company.studentProgress', icon: InsightsIcon, group: 'student', page: lazy(() => import('./pages/company-progress-page.tsx')) },
    { path: '/company/interview', labelKey: 'menu.company.interview', icon: RecordVoiceOverIcon, group: 'student' },
    { path: '/company/room', labelKey: 'menu.company.room', icon: ForumIcon, group: 'student', page: lazy(() => import('./pages/company-room-page.tsx')) },
    // A room's thread, read-only, reached from the room list.
    { path: '/company/room/:id', labelKey: 'menu.company.room', icon: ForumIcon, group: 'student', hiddenFromMenu: true, page: lazy(() => import('./pages/company-room-detail-page.tsx')) },
    { path: '/company/curriculum', labelKey: 'menu.company.curriculum', icon: MenuBookIcon, page: lazy(() => import('./pages/company-curriculum-page.tsx')) },
    { path: '/company/test', labelKey: 'menu.company.test', icon: QuizIcon, group: 'test', page: lazy(() => import('./pages/company-test-page.tsx')) },
    {
      path: '/company/test/result',
      labelKey: 'menu.company.testResult',
      icon: AssignmentTurnedInIcon,
      group: 'test',
      page: lazy(() => import('./pages/company-test-result-page.tsx')),
    },
    // A survey's figures over the company's students, reached from the surveys tab of /company/test.
    { path: '/company/test/survey/:id', labelKey: 'menu.company.surveyResult', icon: PollIcon, group: 'test', hiddenFromMenu: true, page: lazy(() => import('./pages/company-survey-result-page.tsx')) },
    { path: '/company/teacher', labelKey: 'menu.company.teacher', icon: PersonIcon, page: lazy(() => import('./pages/company-teacher-page.tsx')) },
    { path: '/company/teacher-schedule', labelKey: 'menu.company.teacherSchedule', icon: CalendarMonthIcon, group: 'schedule' },
    { path: '/company/event-schedule', labelKey: 'menu.company.eventSchedule', icon: EventIcon, group: 'schedule', gate: (user) => user.has_consulting_flg === true },
    { path: '/company/administrator', labelKey: 'menu.company.administrator', icon: BadgeIcon, page: lazy(() => import('./pages/company-administrator-page.tsx')) },
    { path: '/company/invoice', labelKey: 'menu.company.invoice', icon: ReceiptIcon },
    { path: '/company/information', labelKey: 'menu.company.information', icon: CampaignIcon, page: lazy(() => import('./pages/company-informations-page.tsx')) },
    { path: '/company/help/faq-student', labelKey: 'menu.company.faqStudent', icon: QuestionAnswerIcon, group: 'help' },
    { path: '/company/help/faq-company', labelKey: 'menu.company.faqCompany', icon: ContactSupportIcon, group: 'help' },
    { path: '/company/help/contact', labelKey: 'menu.company.contact', icon: MailIcon, group: 'help' },
    // Last, so the fixed paths under /company/student match before the id pattern once they are built.
    { path: '/company/student/:id', labelKey: 'menu.company.studentDetail', icon: GroupsIcon, group: 'student', hiddenFromMenu: true, page: lazy(() => import('./pages/company-student-detail-page.tsx')) },
  ],
};
