import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SearchFilter } from '../../../components/data-table/list-filters.tsx';
import { useListSearchParams } from '../../../components/data-table/use-list-search-params.ts';
import { ResponsiveList } from '../../../components/responsive-list/responsive-list.tsx';
import { teacherProfileListQuery, type TeacherProfileArea } from '../api/teacher-profile-api.ts';
import { TeacherProfileCard } from './teacher-profile-card.tsx';

const LIST_OPTIONS = { filters: ['q'] as const, defaults: { page_size: 24 } };
const PAGE_SIZES = [12, 24, 48];

/**
 * The school's teachers as company users and students see them, searchable, a page at a time. A
 * profile is prose (introduction, specialities) that no table column holds, so it stays a card at
 * every width: the responsive list without columns.
 */
export function TeacherProfileList({ area }: { area: TeacherProfileArea }) {
  const { t } = useTranslation();
  const list = useListSearchParams(LIST_OPTIONS);
  const query = useQuery(teacherProfileListQuery(area, list.apiQuery));
  return (
    <ResponsiveList
      label={t('teacherProfiles.search')}
      items={query.data?.items}
      error={query.error}
      emptyText={t('teacherProfiles.empty')}
      cardLayout="tiles"
      card={(teacher) => <TeacherProfileCard teacher={teacher} />}
      // One page of a few teachers needs no paging controls.
      paging={query.data && { list, total: query.data.total, pageSizes: PAGE_SIZES, hideOnSinglePage: true }}
      toolbar={<SearchFilter list={list} name="q" label={t('teacherProfiles.search')} />}
    />
  );
}
