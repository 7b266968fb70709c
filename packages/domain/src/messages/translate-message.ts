import { LANGUAGES } from '../enums/language.ts';
import { EN_MESSAGES } from './en.ts';

/** The languages a message can be given in: Japanese is the source, English is translated. */
export const MESSAGE_LANGUAGES = LANGUAGES;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

const CATALOGUES: Record<Exclude<MessageLanguage, 'ja'>, Readonly<Record<string, string>>> = { en: EN_MESSAGES };
const PLACEHOLDER = /\{(\w+)\}/g;
const HAS_PLACEHOLDER = /\{\w+\}/;
// A message inside a message (a label, a reason, the rest of a list of names) is translated too, but
// not without end: a list of n names nests n − 1 deep inside its message.
const MAX_DEPTH = 8;
// `{lines}` holds the rest of a message, line by line, as it is (the server composes those itself);
// any other placeholder holds text within one line.
const LINES = 'lines';

interface Template {
  pattern: RegExp;
  names: string[];
  translation: string;
  literalLength: number;
  anchoredEnds: number;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The pattern of one placeholder ('' after the last literal). */
function captureOf(name: string | undefined): string {
  if (name === undefined) return '';
  return name === LINES ? '([\\s\\S]+?)' : '([^\\n]+?)';
}

function compileTemplate(msgid: string, translation: string): Template {
  const names = [...msgid.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
  const literals = msgid.split(PLACEHOLDER).filter((_, index) => index % 2 === 0);
  return {
    pattern: new RegExp(`^${literals.map((literal, index) => escapeRegExp(literal) + captureOf(names[index])).join('')}$`),
    names,
    translation,
    literalLength: literals.join('').length,
    anchoredEnds: (literals[0] ? 1 : 0) + (literals.at(-1) ? 1 : 0),
  };
}

const templateCache = new Map<MessageLanguage, Template[]>();

/** The catalogue's entries with placeholders, the most specific (most fixed text) first. */
function templatesOf(language: Exclude<MessageLanguage, 'ja'>): Template[] {
  let templates = templateCache.get(language);
  if (!templates) {
    templates = Object.entries(CATALOGUES[language])
      .filter(([msgid]) => HAS_PLACEHOLDER.test(msgid))
      .map(([msgid, translation]) => compileTemplate(msgid, translation))
      .sort((a, b) => b.literalLength - a.literalLength || b.anchoredEnds - a.anchoredEnds);
    templateCache.set(language, templates);
  }
  return templates;
}

function translateIn(message: string, language: Exclude<MessageLanguage, 'ja'>, depth: number): string {
  const exact = CATALOGUES[language][message];
  if (exact !== undefined) return exact;
  if (depth >= MAX_DEPTH) return message;
  for (const template of templatesOf(language)) {
    const match = template.pattern.exec(message);
    if (!match) continue;
    const values = new Map(template.names.map((name, index) => {
      const value = match[index + 1] ?? '';
      return [name, name === LINES ? value : translateIn(value, language, depth + 1)];
    }));
    return template.translation.replace(PLACEHOLDER, (whole, name: string) => values.get(name) ?? whole);
  }
  return message;
}

/**
 * A message written in Japanese (by the server or a contract), in `language`. Text the catalogue
 * does not know comes back as it is — zod's own English messages, Fastify's, a user's own words.
 */
export function translateMessage(message: string, language: MessageLanguage): string {
  return language === 'ja' ? message : translateIn(message, language, 0);
}
