import { STUDENT_STATUS } from '@manabiya/domain/enums/student';
import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { useContractMessage } from './use-contract-message.ts';
import { isEnumValue, useEnumLabel, useEnumOptions } from './use-enum-label.ts';

afterEach(async () => {
  await act(() => i18next.changeLanguage('ja'));
});

describe('useEnumLabel', () => {
  it('labels a coded value from the catalogue, in the display language', async () => {
    const { result } = renderHook(() => useEnumLabel('studentStatus'));
    expect(result.current(STUDENT_STATUS.taking)).toBe('受講中');
    await act(() => i18next.changeLanguage('en'));
    expect(result.current(STUDENT_STATUS.retired)).toBe('Withdrawn');
  });

  it('gives an empty value no label and an unknown value its number', () => {
    const { result } = renderHook(() => useEnumLabel('priority'));
    expect(result.current(null)).toBe('');
    expect(result.current(99)).toBe('99');
    expect(isEnumValue('priority', 99)).toBe(false);
    expect(isEnumValue('priority', 2)).toBe(true);
  });

  it('lists every value with its label, in the domain order', () => {
    const { result } = renderHook(() => useEnumOptions('roleType'));
    expect(result.current).toEqual([
      { value: 0, label: '営業・一般' },
      { value: 2, label: '管理者' },
    ]);
  });
});

describe('useContractMessage', () => {
  it('shows a contract message in English when the UI is English', async () => {
    const { result } = renderHook(() => useContractMessage());
    expect(result.current('会社名を入力してください。')).toBe('会社名を入力してください。');
    await act(() => i18next.changeLanguage('en'));
    expect(result.current('会社名を入力してください。')).toBe('Enter the company name.');
    expect(result.current(undefined)).toBeUndefined();
  });
});
