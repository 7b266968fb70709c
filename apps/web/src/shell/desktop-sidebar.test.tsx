import AppsIcon from '@mui/icons-material/Apps';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../lib/i18n.ts';
import { renderWithProviders } from '../test/render-with-providers.tsx';
import { DesktopSidebar } from './desktop-sidebar.tsx';
import type { MenuEntry, MenuItem } from './portal-menu.ts';

const dashboard: MenuItem = { path: '/company', labelKey: 'menu.company.dashboard', icon: AppsIcon };
const students: MenuItem = { path: '/company/student', labelKey: 'menu.company.studentList', icon: AppsIcon, group: 'student' };
const progress: MenuItem = { path: '/company/student/progress', labelKey: 'menu.company.studentProgress', icon: AppsIcon, group: 'student' };
const entries: MenuEntry[] = [
  { kind: 'item', item: dashboard },
  { kind: 'group', group: { id: 'student', icon: AppsIcon }, items: [students, progress] },
];

describe('DesktopSidebar', () => {
  beforeEach(async () => {
    initI18n();
    await i18next.changeLanguage('ja');
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('opens on hover, marks the current page and expands its group', () => {
    renderWithProviders(<DesktopSidebar entries={entries} pathname="/company/student/progress" onSelect={() => undefined} />);
    const sidebar = screen.getByTestId('sidebar');
    expect(sidebar.dataset.state).toBe('collapsed');
    fireEvent.mouseEnter(sidebar);
    expect(sidebar.dataset.state).toBe('open');
    const current = screen.getByRole('link', { name: '進捗状況' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'ダッシュボード' }).getAttribute('aria-current')).toBeNull();
  });

  it('closes 400ms after a group item click and 500ms after a top-level click, then folds groups', () => {
    vi.useFakeTimers();
    const onSelect = vi.fn();
    renderWithProviders(<DesktopSidebar entries={entries} pathname="/company/student" onSelect={onSelect} />);
    const sidebar = screen.getByTestId('sidebar');

    fireEvent.mouseEnter(sidebar);
    fireEvent.click(screen.getByRole('link', { name: '進捗状況' }));
    expect(onSelect).toHaveBeenCalledWith(progress, true);
    act(() => {
      vi.advanceTimersByTime(399);
    });
    expect(sidebar.dataset.state).toBe('open');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(sidebar.dataset.state).toBe('collapsed');
    expect(screen.getByRole('button', { name: '受講生' }).getAttribute('aria-expanded')).toBe('false');

    fireEvent.mouseEnter(sidebar);
    fireEvent.click(screen.getByRole('link', { name: 'ダッシュボード' }));
    expect(onSelect).toHaveBeenLastCalledWith(dashboard, false);
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(sidebar.dataset.state).toBe('open');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(sidebar.dataset.state).toBe('collapsed');
  });

  it('toggles a group open and closed', () => {
    renderWithProviders(<DesktopSidebar entries={entries} pathname="/company" onSelect={() => undefined} />);
    fireEvent.mouseEnter(screen.getByTestId('sidebar'));
    const group = screen.getByRole('button', { name: '受講生' });
    expect(group.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(group);
    expect(group.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: '受講生一覧' })).toBeTruthy();
  });
});
