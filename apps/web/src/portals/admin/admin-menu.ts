import { lazy } from 'react';
import type { SignedInUser } from '@manabiya/domain/contracts/auth';
import { can } from '@manabiya/domain/permissions/section-permissions';
import type { Section } from '@manabiya/domain/permissions/sections';
import AssignmentIcon from '@mui/icons-material/Assignment';
import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import BadgeIcon from '@mui/icons-material/Badge';
import BusinessIcon from '@mui/icons-material/Business';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import CampaignIcon from '@mui/icons-material/Campaign';
import ChatIcon from '@mui/icons-material/Chat';
import CoPresentIcon from '@mui/icons-material/CoPresent';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EventIcon from '@mui/icons-material/Event';
import ForumIcon from '@mui/icons-material/Forum';
import GroupsIcon from '@mui/icons-material/Groups';
import InsightsIcon from '@mui/icons-material/Insights';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import MailIcon from '@mui/icons-material/Mail';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import MovieIcon from '@mui/icons-material/Movie';
import PersonIcon from '@mui/icons-material/Person';
import PollIcon from '@mui/icons-material/Poll';
import PriorityHighIcon from '@mui/icons-material/PriorityHigh';
import PsychologyIcon from '@mui/icons-material/Psychology';
import QuizIcon from '@mui/icons-material/Quiz';
import ReceiptIcon from '@mui/icons-material/Receipt';
import SchoolIcon from '@mui/icons-material/School';
import SecurityIcon from '@mui/icons-material/Security';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import TimelineIcon from '@mui/icons-material/Timeline';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import type { PortalMenu } from '../../shell/portal-menu.ts';

function canRead(section: Section) {
  return (user: SignedInUser): boolean => can(user.section_permissions, section, 'read');
}

/** Every admin screen of spec §2, each behind the section permission that covers it (spec §6). */
export const ADMIN_MENU: PortalMenu = {
  area: 'admin',
  groups: [
    { id: 'staff', icon: BadgeIcon }, { id: 'company', icon: BusinessIcon }, { id: 'student', icon: SchoolIcon }, { id: 'schedule', icon: CalendarMonthIcon },
    { id: 'invoice', icon: ReceiptIcon }, { id: 'content', icon: LibraryBooksIcon }, { id: 'ai', icon: SmartToyIcon }, { id: 'contact', icon: MailIcon },
  ],
  items: [
    { path: '/admin', labelKey: 'menu.admin.dashboard', icon: DashboardIcon, gate: canRead('dashboard'), page: lazy(() => import('./pages/admin-start-page.tsx')) },
    { path: '/admin/attention', labelKey: 'menu.admin.attention', icon: PriorityHighIcon, gate: canRead('teacher_attention') },
    { path: '/admin/administrator', labelKey: 'menu.admin.administrator', icon: ManageAccountsIcon, group: 'staff', gate: canRead('admins'), page: lazy(() => import('./pages/administrator-page.tsx')) },
    { path: '/admin/teacher', labelKey: 'menu.admin.teacher', icon: PersonIcon, group: 'staff', gate: canRead('teacher'), page: lazy(() => import('./pages/teacher-page.tsx')) },
    { path: '/admin/company', labelKey: 'menu.admin.companyList', icon: BusinessIcon, group: 'company', gate: canRead('company'), page: lazy(() => import('./pages/company-page.tsx')) },
    { path: '/admin/company/month', labelKey: 'menu.admin.companyMonth', icon: TimelineIcon, group: 'company', gate: canRead('company_month') },
    { path: '/admin/company/sales-performance', labelKey: 'menu.admin.companySalesPerformance', icon: TrendingUpIcon, group: 'company', gate: canRead('company_sales_performance') },
    // After the fixed /admin/company/… paths: the first matching item wins.
    { path: '/admin/company/:id', labelKey: 'menu.admin.companyDetail', icon: BusinessIcon, group: 'company', gate: canRead('company_detail'), page: lazy(() => import('./pages/company-detail-page.tsx')), hiddenFromMenu: true },
    { path: '/admin/student', labelKey: 'menu.admin.studentList', icon: GroupsIcon, group: 'student', gate: canRead('student'), page: lazy(() => import('./pages/student-page.tsx')) },
    { path: '/admin/student/progress', labelKey: 'menu.admin.studentProgress', icon: InsightsIcon, group: 'student', gate: canRead('student_progress'), page: lazy(() => import('./pages/student-progress-page.tsx')) },
    // After the fixed /admin/student/… paths: the first matching item wins.
    { path: '/admin/student/:id', labelKey: 'menu.admin.studentDetail', icon: GroupsIcon, group: 'student', gate: canRead('student_detail'), page: lazy(() => import('./pages/student-detail-page.tsx')), hiddenFromMenu: true },
    { path: '/admin/teacher-schedule', labelKey: 'menu.admin.teacherSchedule', icon: CalendarMonthIcon, group: 'schedule', gate: canRead('teacher_schedule') },
    { path: '/admin/presentation-schedule', labelKey: 'menu.admin.presentationSchedule', icon: CoPresentIcon, group: 'schedule', gate: canRead('presentation_schedule') },
    { path: '/admin/event-schedule', labelKey: 'menu.admin.eventSchedule', icon: EventIcon, group: 'schedule', gate: canRead('event_schedule') },
    { path: '/admin/invoice/student', labelKey: 'menu.admin.invoiceStudent', icon: ReceiptIcon, group: 'invoice', gate: canRead('invoice') },
    { path: '/admin/invoice/company', labelKey: 'menu.admin.invoiceCompany', icon: ReceiptIcon, group: 'invoice', gate: canRead('invoice') },
    { path: '/admin/test', labelKey: 'menu.admin.test', icon: QuizIcon, group: 'content', gate: canRead('test'), page: lazy(() => import('./pages/test-page.tsx')) },
    // A test's preview as a student and its results, then its editor.
    { path: '/admin/test/:id/preview', labelKey: 'menu.admin.test', icon: QuizIcon, group: 'content', gate: canRead('test'), page: lazy(() => import('./pages/test-preview-page.tsx')), hiddenFromMenu: true },
    { path: '/admin/test/:id/result', labelKey: 'menu.admin.test', icon: QuizIcon, group: 'content', gate: canRead('test'), page: lazy(() => import('./pages/test-result-page.tsx')), hiddenFromMenu: true },
    { path: '/admin/test/:id', labelKey: 'menu.admin.test', icon: QuizIcon, group: 'content', gate: canRead('test'), page: lazy(() => import('./pages/test-editor-page.tsx')), hiddenFromMenu: true },
    { path: '/admin/course', labelKey: 'menu.admin.course', icon: SchoolIcon, group: 'content', gate: canRead('course'), page: lazy(() => import('./pages/course-page.tsx')) },
    // A course's editor and its preview as a student follows it.
    { path: '/admin/course/:id/preview', labelKey: 'menu.admin.course', icon: SchoolIcon, group: 'content', gate: canRead('course'), page: lazy(() => import('./pages/course-preview-page.tsx')), hiddenFromMenu: true },
    { path: '/admin/course/:id', labelKey: 'menu.admin.course', icon: SchoolIcon, group: 'content', gate: canRead('course'), page: lazy(() => import('./pages/course-editor-page.tsx')), hiddenFromMenu: true },
    { path: '/admin/curriculum', labelKey: 'menu.admin.curriculum', icon: MenuBookIcon, group: 'content', gate: canRead('curriculum'), page: lazy(() => import('./pages/curriculum-page.tsx')) },
    // A step's editor (Markdown with its preview), then a curriculum's editor with its steps.
    { path: '/admin/curriculum/step/:id', labelKey: 'menu.admin.curriculum', icon: MenuBookIcon, group: 'content', gate: canRead('curriculum'), page: lazy(() => import('./pages/step-editor-page.tsx')), hiddenFromMenu: true },
    { path: '/admin/curriculum/:id', labelKey: 'menu.admin.curriculum', icon: MenuBookIcon, group: 'content', gate: canRead('curriculum'), page: lazy(() => import('./pages/curriculum-editor-page.tsx')), hiddenFromMenu: true },
    { path: '/admin/movie', labelKey: 'menu.admin.movie', icon: MovieIcon, group: 'content', gate: canRead('movie'), page: lazy(() => import('./pages/movie-page.tsx')) },
    { path: '/admin/survey', labelKey: 'menu.admin.survey', icon: PollIcon, group: 'content', gate: canRead('survey'), page: lazy(() => import('./pages/survey-page.tsx')) },
    // A survey's results, then its editor (a new one at /admin/survey/new).
    { path: '/admin/survey/:id/result', labelKey: 'menu.admin.survey', icon: PollIcon, group: 'content', gate: canRead('survey'), page: lazy(() => import('./pages/survey-result-page.tsx')), hiddenFromMenu: true },
    { path: '/admin/survey/new', labelKey: 'menu.admin.survey', icon: PollIcon, group: 'content', gate: canRead('survey'), page: lazy(() => import('./pages/survey-editor-page.tsx')), hiddenFromMenu: true },
    { path: '/admin/survey/:id', labelKey: 'menu.admin.survey', icon: PollIcon, group: 'content', gate: canRead('survey'), page: lazy(() => import('./pages/survey-editor-page.tsx')), hiddenFromMenu: true },
    // The text students read in their start flow: kept under the student section, as its API routes are.
    { path: '/admin/orientation', labelKey: 'menu.admin.orientation', icon: AutoStoriesIcon, group: 'content', gate: canRead('student'), page: lazy(() => import('./pages/orientation-page.tsx')) },
    { path: '/admin/room', labelKey: 'menu.admin.room', icon: ForumIcon, gate: canRead('room'), page: lazy(() => import('./pages/room-page.tsx')) },
    // A room's thread, reached from the review queue.
    { path: '/admin/room/:id', labelKey: 'menu.admin.room', icon: ForumIcon, gate: canRead('room'), page: lazy(() => import('./pages/room-detail-page.tsx')), hiddenFromMenu: true },
    { path: '/admin/information', labelKey: 'menu.admin.information', icon: CampaignIcon, gate: canRead('information'), page: lazy(() => import('./pages/information-page.tsx')) },
    // The curriculum permission also covers the AI chat settings (spec §6).
    { path: '/admin/ai-chat-setting', labelKey: 'menu.admin.aiChatSetting', icon: ChatIcon, group: 'ai', gate: canRead('curriculum') },
    { path: '/admin/ai-function', labelKey: 'menu.admin.aiFunction', icon: PsychologyIcon, group: 'ai', gate: canRead('ai_function') },
    { path: '/admin/role', labelKey: 'menu.admin.role', icon: SecurityIcon, gate: canRead('role_management'), page: lazy(() => import('./pages/role-page.tsx')) },
    { path: '/admin/contact', labelKey: 'menu.admin.contact', icon: AssignmentIcon, group: 'contact', gate: canRead('contact') },
    { path: '/admin/company-contact', labelKey: 'menu.admin.companyContact', icon: SupportAgentIcon, group: 'contact', gate: canRead('company_contact') },
  ],
};
