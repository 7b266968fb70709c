import { choicesFor } from '@manabiya/domain/permissions/access-levels';
import { SECTIONS } from '@manabiya/domain/permissions/sections';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { RoleFormDialog } from './role-form-dialog.tsx';

const NAMES = { 0: '全権限', 1: '編集', 2: '閲覧', 3: 'なし' } as const;

afterEach(cleanup);

describe('role matrix', () => {
  it('offers each of the 28 sections exactly its choice set', () => {
    renderWithProviders(<RoleFormDialog role={null} onClose={() => undefined} />);
    const matrix = screen.getByTestId('role-matrix');
    const rows = within(matrix).getAllByRole('radiogroup');
    expect(rows).toHaveLength(SECTIONS.length);
    for (const section of SECTIONS) {
      const row = matrix.querySelector<HTMLElement>(`[data-section="${section}"]`)!;
      const offered = within(row)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label'));
      expect(offered, section).toEqual(choicesFor(section).map((level) => NAMES[level]));
    }
  });

  it('names each row by its localised section and starts a new role at none', () => {
    renderWithProviders(<RoleFormDialog role={null} onClose={() => undefined} />);
    const dashboard = screen.getByRole('radiogroup', { name: 'ダッシュボード' });
    expect(within(dashboard).getAllByRole('radio')).toHaveLength(2);
    expect(within(dashboard).getByRole<HTMLInputElement>('radio', { name: 'なし' }).checked).toBe(true);
    const roleManagement = screen.getByRole('radiogroup', { name: '権限ロール管理' });
    expect(within(roleManagement).queryByRole('radio', { name: '編集' })).toBeNull();
  });
});
