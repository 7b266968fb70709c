import type { Browser, Page } from 'playwright-core';

export interface ScriptWeight {
  url: string;
  raw: number;
  gzip: number;
}
export interface InitialJs {
  /** The page's path once it is usable. */
  path: string;
  /** The display language stored before the page loaded (measureLoginPages). */
  language?: 'ja' | 'en';
  files: number;
  raw: number;
  gzip: number;
  /** Heaviest first. */
  scripts: ScriptWeight[];
}

export const LOGIN_PATHS: readonly string[];
export const LOGIN_INITIAL_JS_BUDGET: number;
export const LOGIN_FORM_READY: readonly string[];
export const START_PAGE_READY: readonly string[];
export const CHROMIUM_ARGS: readonly string[];
export function measurePageInitialJs(page: Page, url: string, ready?: readonly string[]): Promise<InitialJs>;
export function measureLoginPages(options: { baseUrl: string; browser?: Browser; paths?: readonly string[]; language?: 'ja' | 'en' }): Promise<InitialJs[]>;
export function printLoginPagesInitialJs(options?: { baseUrl?: string; browser?: Browser }): Promise<InitialJs[]>;
export function formatInitialJs(result: InitialJs): string;
export function formatScripts(result: InitialJs): string;
